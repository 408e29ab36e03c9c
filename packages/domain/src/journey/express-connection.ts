/**
 * The express connection (mise en service the next working day), a paid extra (DECISIONS §2): the grid
 * operator's express fee passed on, tax included, charged once on the first bill. Apart from the step's
 * schema, so that a screen showing the price does not load the schema with it.
 */
export const EXPRESS_CONNECTION_FEE_CENTS = 4_500;
