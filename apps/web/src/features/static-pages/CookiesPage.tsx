import { COOKIES_PAGE as T } from '@lexfaso/contracts';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { fill, StaticBlocks } from './RichText';
import { StaticPage } from './StaticPage';

// Preference management is announced but not built yet (public-area.md §2).
const showNotAvailable = () => window.alert(T.notAvailable);

export function CookiesPage() {
  const vars = { product: PRODUCT_NAME };
  const { columns } = T;
  return (
    <StaticPage title={T.title} description={fill(T.description, vars)} path={paths.cookies()} version="1.0">
      <StaticBlocks blocks={T.beforeTable} vars={vars} />
      <div className="table-scroll">
        <table className="data-table data-table--stack">
          <caption className="visually-hidden">{T.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.purpose}</th>
              <th scope="col">{columns.kind}</th>
              <th scope="col">{columns.lifetime}</th>
            </tr>
          </thead>
          <tbody>
            {T.cookies.map((c) => (
              <tr key={c.name}>
                <th scope="row">{c.name}</th>
                <td data-label={columns.purpose}>{c.purpose}</td>
                <td data-label={columns.kind}>{c.kind}</td>
                <td data-label={columns.lifetime}>{c.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StaticBlocks blocks={T.consent} vars={vars} />
      <div className="cta-box">
        <p>{T.ctaText}</p>
        <Button onClick={showNotAvailable}>{T.ctaButton}</Button>
      </div>
      <StaticBlocks blocks={T.afterCta} vars={vars} />
    </StaticPage>
  );
}
