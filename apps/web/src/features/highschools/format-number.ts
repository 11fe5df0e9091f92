import { mxNumber } from '@tlp/shared/mx-numbers';

/** 1234 -> '1,234' (es-MX). */
export const formatNumber = (value: number): string => mxNumber(value);
