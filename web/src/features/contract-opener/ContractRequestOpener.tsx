import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import { useStores } from '../../stores/StoreContext';
import { MODULES } from '../../stores/SystemStore';

/** The dialog lives in the agent contracts' chunk: fetched only when a request is waiting. */
const ContractDialog = lazy(() =>
  import('../agent-contracts').then((m) => ({ default: m.ContractDialog })),
);

/**
 * Opens the contract dialog for the signed-in member on any page (spec §2 popups) when an
 * upline's request arrives over the socket, and at sign-in or after a reconnection when one is
 * waiting (`consolidated`, for real accounts while AGENTPOLICY3 is on). It waits for the
 * sign-in popups, a forced password change and the announcement popup, so dialogs never stack.
 * Kept tiny: it is part of every page's first script.
 */
export const ContractRequestOpener = observer(function ContractRequestOpener() {
  const { announcements, api, authFlow, memberEvents, session, system, ui } = useStores();
  const [open, setOpen] = useState(false);
  const allowed =
    session.isLogin && !session.isTrial && system.isModuleEnabled(MODULES.agentPolicy);

  useEffect(() => {
    if (!allowed) {
      setOpen(false);
      return;
    }
    // The agent group's client loads only now, so it stays out of the first script.
    const checkWaiting = () => {
      import('../../api/client/agent')
        .then(({ AgentApi }) => new AgentApi(api.transport).consolidated())
        .then(({ pending }) => {
          if (Object.values(pending).some((list) => list.length > 0)) setOpen(true);
        })
        .catch(() => undefined);
    };
    checkWaiting();
    const offs = [
      memberEvents.subscribe(MemberEvent.ContractRequestNew, () => setOpen(true)),
      memberEvents.subscribe(MemberEvent.ContractRequestTermination, () => setOpen(true)),
      memberEvents.subscribe(SESSION_RESYNC, checkWaiting),
    ];
    return () => offs.forEach((off) => off());
  }, [allowed, api, memberEvents]);

  const otherDialog =
    ui.isOpen('login') ||
    ui.isOpen('register') ||
    ui.isOpen('forgetPassModal') ||
    authFlow.step === 'changePassword' ||
    announcements.popupOpen;
  if (!open || !allowed || otherDialog) return null;
  return (
    <Suspense fallback={null}>
      <ContractDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
});
