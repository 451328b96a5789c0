/** The mobile layout applies up to this viewport width, in CSS pixels (spec sections 2 and 9). */
export const MOBILE_MAX_WIDTH_PX = 767;

/** Media query for the mobile layout, for `matchMedia`. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** Whether a viewport of this width gets the mobile layout. */
export const isMobileWidth = (widthPx: number) => widthPx <= MOBILE_MAX_WIDTH_PX;
