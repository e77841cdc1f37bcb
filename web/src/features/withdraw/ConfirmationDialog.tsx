import './withdraw.css';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFeatureStore, useMessages } from '../../centre';
import { Modal } from '../../ui';
import { ConfirmationList } from './ConfirmationList';
import { createConfirmationStore } from './ConfirmationStore';
import { withdrawMessages } from './messages';

/** The receipt confirmation over whatever page the member is on, opened by the socket's request. */
export const ConfirmationDialog = observer(function ConfirmationDialog({
  onClose,
}: {
  onClose: () => void;
}) {
  const t = useMessages(withdrawMessages);
  const store = useFeatureStore(createConfirmationStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <Modal name="withdrawConfirmation" title={t('cf_title')} onClose={onClose} size="large">
      <ConfirmationList />
    </Modal>
  );
});
