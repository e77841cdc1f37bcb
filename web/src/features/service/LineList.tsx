import type { CustomerServiceLink } from '../../api/customerService';
import { useMessages } from '../../centre/messages';
import { QrCode } from '../../ui/QrCode';
import { serviceMessages } from './messages';

/** The LINE accounts of the status call, each with its QR code and a link that opens it in LINE. */
export function LineList({ entries }: { entries: readonly CustomerServiceLink[] }) {
  const t = useMessages(serviceMessages);
  return (
    <div className="line-list">
      <p>{t('sv_line_intro')}</p>
      <ul>
        {entries.map((entry) => {
          const name = entry.title || t('sv_line');
          return (
            <li key={entry.url} className="line-list__entry" data-testid="line-entry">
              <h3>{name}</h3>
              <QrCode value={entry.url} label={t('sv_line_qr', { name })} size={140} />
              <a href={entry.url} target="_blank" rel="noopener noreferrer" className="button">
                {t('sv_line_open', { name })}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
