import type { StaticBlock } from '@lexfaso/contracts';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The pages a static text may link to: `[label](route)`. */
const ROUTES = {
  contact: paths.contact,
  legal: paths.legal,
  privacy: paths.privacy,
  cookies: paths.cookies,
} as const;

type TextVars = Record<string, ReactNode>;

const TOKEN = /\*\*(.+?)\*\*|\[(.+?)\]\((\w+)\)|\{(\w+)\}/g;

/** A catalogue text with its **bold**, [links](route) and {variables} made into elements. */
export function RichText({ text, vars = {} }: { text: string; vars?: TextVars }): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const [whole, bold, label, route, name] = m;
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = out.length;
    if (bold !== undefined) out.push(<strong key={key}>{bold}</strong>);
    else if (label !== undefined)
      out.push(
        <Link key={key} to={ROUTES[route as keyof typeof ROUTES]()}>
          {label}
        </Link>,
      );
    else out.push(<Fragment key={key}>{vars[name]}</Fragment>);
    last = m.index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The {variables} of a text that must stay a string (page titles and descriptions). */
export const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_m, name: string) => String(vars[name] ?? ''));

/** The blocks of a static page: headings, paragraphs and lists. */
export function StaticBlocks({ blocks, vars }: { blocks: readonly StaticBlock[]; vars?: TextVars }) {
  return blocks.map((block, i) => {
    if ('h2' in block) return <h2 key={i}>{block.h2}</h2>;
    if ('h3' in block) return <h3 key={i}>{block.h3}</h3>;
    if ('p' in block)
      return (
        <p key={i}>
          <RichText text={block.p} vars={vars} />
        </p>
      );
    return (
      <ul key={i}>
        {block.ul.map((item) => (
          <li key={item}>
            <RichText text={item} vars={vars} />
          </li>
        ))}
      </ul>
    );
  });
}
