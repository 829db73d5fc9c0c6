import { ZRunCreatedNotice, type AnalysisType } from '@fcs/shared/runs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { getRunSocket } from '../../../lib/socket';
import { runQueryKeys } from '../run-query-keys';

/**
 * Refreshes the history lists when the server announces a new or retried run of one of `types` (`run:created`,
 * sent to every socket of the user): a run started in another tab or on another device shows up in this tab's list
 * without a reload. Only while signed in; the listener moves to the new socket when the user changes.
 */
export function useRefreshOnRunCreated(types: readonly AnalysisType[]): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const uid = session.user?.uid ?? null;
  const { getToken } = session;
  const typesKey = [...types].sort().join(',');

  useEffect(() => {
    if (!uid || typesKey === '') return;
    const wanted = new Set(typesKey.split(','));
    const socket = getRunSocket(getToken);
    const onCreated = (raw: unknown) => {
      const notice = ZRunCreatedNotice.safeParse(raw);
      if (notice.success && wanted.has(notice.data.type)) {
        void queryClient.invalidateQueries({ queryKey: runQueryKeys.lists });
      }
    };
    socket.on('run:created', onCreated);
    return () => {
      socket.off('run:created', onCreated);
    };
  }, [uid, typesKey, getToken, queryClient]);
}
