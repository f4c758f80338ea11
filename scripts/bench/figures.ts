// The bench's table: one row per figure, its value beside the baseline taken in the same run,
// the ratio, the budget and the verdict.

/** One measured figure. `budget` applies to `ratio` when there is a baseline, else to `value`. */
export interface Figure {
  name: string;
  value: number;
  baseline: number | null;
  unit: string;
  /** `max`: value (or ratio) must stay at or below the budget; `min`: at or above. */
  budget: { limit: number; kind: 'max' | 'min'; on: 'ratio' | 'value' };
  note?: string;
}

export function median(values: number[]): number {
  return quantile(values, 0.5);
}

export function p95(values: number[]): number {
  return quantile(values, 0.95);
}

/** The nearest-rank quantile of `values` (not interpolated, so it is a measured sample). */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export function ratioOf(figure: Figure): number | null {
  return figure.baseline === null || figure.baseline === 0 ? null : figure.value / figure.baseline;
}

export function passes(figure: Figure): boolean {
  const measured = figure.budget.on === 'ratio' ? ratioOf(figure) : figure.value;
  if (measured === null || Number.isNaN(measured)) return false;
  return figure.budget.kind === 'max'
    ? measured <= figure.budget.limit
    : measured >= figure.budget.limit;
}

function format(value: number | null, unit = ''): string {
  if (value === null || Number.isNaN(value)) return '–';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

/** The table as Markdown, the same text printed and written to the results file. */
export function markdownTable(figures: Figure[]): string {
  const rows = figures.map((figure) => {
    const ratio = ratioOf(figure);
    const sign = figure.budget.kind === 'max' ? '≤' : '≥';
    const budget = `${sign} ${figure.budget.limit}${figure.budget.on === 'ratio' ? '×' : ` ${figure.unit}`}`;
    return [
      figure.name + (figure.note ? ` (${figure.note})` : ''),
      format(figure.value, figure.unit),
      format(figure.baseline, figure.baseline === null ? '' : figure.unit),
      ratio === null ? '–' : `${format(ratio)}×`,
      budget,
      passes(figure) ? 'pass' : '**FAIL**',
    ];
  });
  const header = ['figure', 'value', 'baseline', 'ratio', 'budget', 'result'];
  return [header, header.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}
