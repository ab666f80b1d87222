import { HOME_TEXTS as T } from '@lexfaso/contracts';
import { useComingSoon } from '@/hooks/use-coming-soon';

// Inline outline icons: no icon font or image request on the first page a phone loads.
const icon = (d: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="28"
    height="28"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

const TOOLS = [
  {
    ...T.toolList[0],
    icon: icon('M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5'),
  },
  {
    ...T.toolList[1],
    icon: icon(
      'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM16 3v4M8 3v4M3 11h18',
    ),
  },
  {
    ...T.toolList[2],
    icon: icon('M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z'),
  },
];

/** Announced tools: a click only shows the 3-second 'Bientôt disponible !' notice (public-area.md §2). */
export function ProfessionalTools() {
  const comingSoon = useComingSoon();
  return (
    <section className="home-section" aria-labelledby="home-tools-title">
      <div className="home-section__head">
        <h2 id="home-tools-title">{T.tools}</h2>
      </div>
      <div className="home-tools">
        {TOOLS.map((tool) => (
          <button key={tool.name} type="button" className="home-tool" onClick={comingSoon}>
            <span className="home-tool__icon" aria-hidden="true">
              {tool.icon}
            </span>
            <span className="home-tool__name">{tool.name}</span>
            <span className="home-tool__text">{tool.text}</span>
            <span className="home-tool__soon">{T.soon}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
