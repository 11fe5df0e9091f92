import { z } from 'zod';

// Schemas of the campus and degree administration (create, update, uploads).
