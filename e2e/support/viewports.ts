/** The two sizes every journey walks at: a desktop and a 360 px phone. */
export const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 360, height: 740 } },
];
