/** One column for every band, so all start at the same left edge; drawn as the band's own padding (globals.css). */
export const contentGrid = 'content-grid'
