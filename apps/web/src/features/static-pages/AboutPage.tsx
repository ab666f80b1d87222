import { ABOUT_PAGE as T } from '@lexfaso/contracts';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { fill, RichText, StaticBlocks } from './RichText';
import { StaticPage } from './StaticPage';

/** An offer's card: its title and paragraphs. */
function Offer({ id, offer }: { id: string; offer: { title: string; paragraphs: readonly string[] } }) {
  return (
    <section className="card offer" aria-labelledby={id}>
      <h3 id={id}>{offer.title}</h3>
      {offer.paragraphs.map((p) => (
        <p key={p}>
          <RichText text={p} />
        </p>
      ))}
    </section>
  );
}

export function AboutPage() {
  const vars = { product: PRODUCT_NAME };
  return (
    <StaticPage
      title={T.title}
      description={fill(T.description, vars)}
      path={paths.about()}
      dated={false}
      lead={fill(T.lead, vars)}
    >
      <StaticBlocks blocks={T.intro} vars={vars} />
      <dl className="feature-list">
        {T.values.map((v) => (
          <div key={v.name}>
            <dt>{v.name}</dt>
            <dd>{v.text}</dd>
          </div>
        ))}
      </dl>

      <h2>{T.offersTitle}</h2>
      <div className="offer-grid">
        <Offer id="offer-citizens" offer={T.citizens} />
        <Offer id="offer-pros" offer={T.professionals} />
      </div>

      <StaticBlocks blocks={T.outro} vars={vars} />
      <div className="cta-box">
        <p>{T.ctaText}</p>
        <ButtonLink to={paths.contact()}>{T.ctaButton}</ButtonLink>
      </div>
    </StaticPage>
  );
}
