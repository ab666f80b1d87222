import { LEGAL_PAGE as T } from '@lexfaso/contracts';
import { paths } from '@/config/paths';
import { CONTACT_EMAIL, PRODUCT_NAME } from '@/config/product';
import { fill, StaticBlocks } from './RichText';
import { StaticPage } from './StaticPage';

export function LegalPage() {
  const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
  return (
    <StaticPage
      title={T.title}
      description={fill(T.description, { product: PRODUCT_NAME })}
      path={paths.legal()}
    >
      <StaticBlocks blocks={T.blocks} vars={{ product: PRODUCT_NAME, mail }} />
    </StaticPage>
  );
}
