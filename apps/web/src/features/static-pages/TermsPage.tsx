import { PASSWORD, TERMS_PAGE as T } from '@lexfaso/contracts';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { fill, StaticBlocks } from './RichText';
import { StaticPage } from './StaticPage';

export function TermsPage() {
  return (
    <StaticPage
      title={T.title}
      description={fill(T.description, { product: PRODUCT_NAME })}
      path={paths.terms()}
      version="1.0"
    >
      <StaticBlocks blocks={T.blocks} vars={{ product: PRODUCT_NAME, minLength: PASSWORD.minLength }} />
    </StaticPage>
  );
}
