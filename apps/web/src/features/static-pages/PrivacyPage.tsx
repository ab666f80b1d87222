import { PRIVACY_PAGE as T } from '@lexfaso/contracts';
import { paths } from '@/config/paths';
import { CONTACT_EMAIL, PRODUCT_NAME } from '@/config/product';
import { fill, StaticBlocks } from './RichText';
import { StaticPage } from './StaticPage';

export function PrivacyPage() {
  const vars = {
    product: PRODUCT_NAME,
    mail: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>,
    days: T.rightsAnswerDays,
    hours: T.dpoHours,
  };
  return (
    <StaticPage
      title={T.title}
      description={fill(T.description, { product: PRODUCT_NAME })}
      path={paths.privacy()}
      version="1.0"
      lead={T.lead}
    >
      <StaticBlocks blocks={T.beforeRetention} vars={vars} />
      <table className="data-table">
        <caption className="visually-hidden">{T.retentionCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.retentionData}</th>
            <th scope="col">{T.retentionPeriod}</th>
          </tr>
        </thead>
        <tbody>
          {T.retention.map((r) => (
            <tr key={r.data}>
              <th scope="row">{r.data}</th>
              <td>{r.period}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <StaticBlocks blocks={T.afterRetention} vars={vars} />
    </StaticPage>
  );
}
