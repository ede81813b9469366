import type { MetadataItem } from '../model/report-values';
import classes from './report.module.css';

/** Plant ID, Facility Type, Permit Type, Permanent, Outfall, Submitted ... (spec 3 §2.2); NA when missing. */
export function ReportMetadata({ items }: { items: readonly MetadataItem[] }) {
  return (
    <dl className={classes.metadata} aria-label="Report details">
      {items.map((item) => (
        <div key={item.label} className={classes.metaItem}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
