/** The explore page's introduction; the page shows the first 700 characters until asked for more. */
export const INDIA_INTRO_TEXT = [
  'India is not one journey but a thousand of them, folded into a single country. In the north the Himalaya rise above apple orchards, Buddhist monasteries and glacier-fed rivers; in the south, backwaters drift past coconut groves and temple towns whose gopurams blaze with colour. Between them lie the deserts of Rajasthan with their honey-coloured forts, the tiger forests of Madhya Pradesh, the tea-draped hills of Assam and Darjeeling, and more than seven thousand kilometres of coastline from the cliffs of Goa to the quiet beaches of the Andaman Islands.',
  'Every state has its own language, food and festivals, so travelling here rewards curiosity. Watch the evening aarti on the ghats of Varanasi, walk the marble halls of the Taj Mahal at sunrise, eat your way through the lanes of Old Delhi, or spend a slow week on a houseboat in Kerala. Our tours group places by state, so you can see the highlights of one region in depth or string several together into a longer route.',
  'A few practical notes help any trip. October to March is the most comfortable season for most of the country, while the hills are at their best from April to June and the monsoon turns the Western Ghats a brilliant green. Trains and domestic flights connect the major cities, and our local guides handle transfers, tickets and the small details, so that you can simply look around. Dress modestly at religious sites, carry a little cash for markets, and leave room in your bag: you will want to bring something back.',
].join('\n\n');

export const INTRO_PREVIEW_LENGTH = 700;

/** The first `length` characters, cut back to a whole word. */
export function previewOf(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
