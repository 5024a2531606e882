/**
 * The content grid: one column (72rem less its 1.5rem gutters) for every band of every page, the navbar,
 * the banners and the footer, so all of them start at the same left edge (x = 88 at 1280 px). Drawn as
 * the full-width element's own padding (app/globals.css), so a band is its own container: no wrapper.
 */
export const contentGrid = 'content-grid'
