import { z } from 'zod';

// Schemas of the high-school area (stats, counselors, groups, notebooks, orienter keys).
