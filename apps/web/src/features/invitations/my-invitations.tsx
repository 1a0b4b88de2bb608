import type { MyInvitation } from '@dermadesk/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../components/feedback';
import { accountStore, useAccount } from '../../lib/account/account-store';
import { joinOrg } from '../../lib/account/join-org';
import { isApiError } from '../../lib/api/api-error';
import { api } from '../../lib/api/client';
import { formatDateTime } from '../../lib/format';
import { useAnswerInvitation } from './api/answer-invitation';
import { useMyInvitations } from './api/get-my-invitations';
import './my-invitations.css';

type Answer = 'accept' | 'decline';

/**
 * The signed-in person's pending invitations, each accepted or declined here. Nothing shows when
 * there are none, so the no-access page stays as it was for people nobody invited.
 */
export default function MyInvitations({
  onAnswered,
  heading = true,
}: {
  onAnswered?: () => void;
  /** Off inside the dialog, whose title says the same. */
  heading?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const { id: userId } = useAccount();
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  const [busy, setBusy] = useState<string | null>(null);
  if (!invitations.data?.length) return null;

  const onAnswer = (invitation: MyInvitation, what: Answer) => {
    setBusy(invitation.id);
    const org = invitation.orgName;
    answer.mutate(
      { id: invitation.id, answer: what },
      {
        onSuccess: (joined) => {
          onAnswered?.();
          if (!joined) return void message.success(t('invitations.declined', { org }));
          // Said first: joining makes the organisation current, and this list then unmounts.
          void message.success(t('invitations.joined', { org }));
          joinOrg({ api, dispatch: accountStore.dispatch, userId: userId! }, joined).catch(
            () => void message.error(t('errors.switchOrg')),
          );
        },
        onError: (e) =>
          void message.error(
            t(isApiError(e) && e.status === 404 ? 'invitations.gone' : 'invitations.answerFailed'),
          ),
        onSettled: () => setBusy(null),
      },
    );
  };

  return (
    <section className="my-invitations" aria-label={t('invitations.title')}>
      {heading && <h2>{t('invitations.title')}</h2>}
      <ul>
        {invitations.data.map((inv) => {
          const when = formatDateTime(inv.invitedAt, i18n.language);
          return (
            <li key={inv.id} className="my-invitation" data-testid="my-invitation">
              <div>
                <p className="my-invitation-org">{inv.orgName}</p>
                <p>{t('invitations.roleLine', { role: t(`roles.${inv.role}`) })}</p>
                <p className="my-invitation-from">
                  {inv.invitedBy
                    ? t('invitations.invitedByOn', { name: inv.invitedBy, when })
                    : t('invitations.invitedOn', { when })}
                </p>
              </div>
              <div className="my-invitation-actions">
                <Button
                  type="primary"
                  loading={busy === inv.id && answer.variables?.answer === 'accept'}
                  disabled={busy !== null}
                  onClick={() => onAnswer(inv, 'accept')}
                >
                  {t('invitations.accept')}
                </Button>
                <Button
                  loading={busy === inv.id && answer.variables?.answer === 'decline'}
                  disabled={busy !== null}
                  onClick={() => onAnswer(inv, 'decline')}
                >
                  {t('invitations.decline')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
