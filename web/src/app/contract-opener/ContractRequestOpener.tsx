import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { SESSION_RESYNC } from '../../realtime/events';
import { useStores } from '../../stores/StoreContext';
import { MODULES } from '../../stores/SystemStore';

/** The dialog lives in the agent contracts' chunk: fetched only when a request is waiting. */
const ContractDialog = lazy(() =>
  import('../../features/agent-contracts').then((m) => ({ default: m.ContractDialog })),
);

/**
 * Opens the contract dialog for the signed-in member on any page (spec §2 popups) at sign-in
 * or after a reconnection when an upline's request is waiting (the platform pushes none; a
 * contract page also looks when it opens) (`consolidated`, for real accounts while AGENTPOLICY3 is on). It takes its turn in the
 * dialog queue: after the account's own steps and a withdrawal's receipt, before the reality check
 * and the announcement popup.
 * Kept tiny: it is part of every page's first script.
 */
export const ContractRequestOpener = observer(function ContractRequestOpener() {
  const { api, dialogs, memberEvents, session, system } = useStores();
  const allowed =
    session.isLogin && !session.isTrial && system.isModuleEnabled(MODULES.agentPolicy);

  useEffect(() => {
    if (!allowed) {
      dialogs.release('contract');
      return;
    }
    const open = () => dialogs.request('contract');
    // The agent group's client loads only now, so it stays out of the first script.
    const checkWaiting = () => {
      import('../../api/client/agent')
        .then(({ AgentApi }) => new AgentApi(api.transport).consolidated())
        .then(({ pending }) => {
          if (Object.values(pending).some((list) => list.length > 0)) open();
        })
        .catch(() => undefined);
    };
    checkWaiting();
    return memberEvents.subscribe(SESSION_RESYNC, checkWaiting);
  }, [allowed, api, dialogs, memberEvents]);

  if (!allowed || !dialogs.mayShow('contract')) return null;
  return (
    <Suspense fallback={null}>
      <ContractDialog onClose={() => dialogs.release('contract')} />
    </Suspense>
  );
});
