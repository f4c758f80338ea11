import type { Locator } from '@playwright/test';

/**
 * The WCAG 2 contrast ratio between an element's text colour and the background it is drawn on
 * (its own, or the first opaque one among its ancestors), computed in the page from the styles
 * the browser resolved. Written here, not taken from the console, so the check is independent.
 */
export function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const parse = (colour: string) => {
      const parts =
        /rgba?\(([^)]+)\)/
          .exec(colour)?.[1]
          ?.split(/[\s,/]+/)
          .filter(Boolean) ?? [];
      const [r = 0, g = 0, b = 0] = parts.slice(0, 3).map(Number);
      return { rgb: [r, g, b], alpha: parts[3] === undefined ? 1 : Number(parts[3]) };
    };
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r!, g!, b!].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    let background = [255, 255, 255];
    for (let at: Element | null = node; at; at = at.parentElement) {
      const { rgb, alpha } = parse(getComputedStyle(at).backgroundColor);
      if (alpha >= 0.99) {
        background = rgb;
        break;
      }
    }
    const text = parse(getComputedStyle(node).color).rgb;
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}
