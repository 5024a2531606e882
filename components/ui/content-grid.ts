/**
 * The content grid: one container (72rem less its 1.5rem gutters) for every band of every page, the
 * navbar, the banners and the footer, so all of them start at the same left edge (x = 88 at 1280 px).
 */
export const contentGrid = 'mx-auto max-w-6xl px-6'
