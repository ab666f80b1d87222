/** The page layout the official-text pipeline works on: lines with their position and type size. */

/** A raised run of small type inside a line: a footnote call ('15') or an ordinal ending ('er'). */
export interface Raised {
  text: string;
  /** Offset in the line's text where the run was (the run itself is not in the text). */
  at: number;
}

export interface Line {
  /** 1-based page number. */
  page: number;
  /** Baseline, in PDF units from the bottom of the page (larger is higher). */
  y: number;
  /** Left and right ends of the text. */
  x0: number;
  x1: number;
  /** Type size of the line's main text. */
  size: number;
  /** The text, with ordinal endings put back ('1er') and footnote calls taken out (see `calls`). */
  text: string;
  /** Footnote calls found in the line: raised digits or asterisks. */
  calls: Raised[];
  /** Set inside a two-column region of the page (a side-by-side table): which column the line is in. */
  column?: 'left' | 'right';
}

export interface Page {
  number: number;
  width: number;
  height: number;
  /** Top to bottom. */
  lines: Line[];
}
