import { EXAMPLES } from '../data/examples.ts';

/**
 * The example companies the docs figures show, from the one set of example data per country
 * (shared/src/data/examples.ts): a Danish customer in DKK, a Norwegian one in NOK.
 */
export const DANISH_COMPANY = EXAMPLES.DK.company.name;
export const NORWEGIAN_COMPANY = EXAMPLES.NO.company.name;
