import type { Language } from '@portal/contracts/i18n';
import type { VendorRole } from '@portal/contracts/permissions';
import type { Database } from '../../db/client';
import type { MessageTemplate, Messaging } from '../messaging/messaging.service';
import { vendorRoleWording } from '../messaging/vendor-member-templates';
import { findVendorLeaders } from './vendor-members.repository';

export const invitationDays = 7;

/** Mails about a vendor's people, written in the caller's transaction (a rolled-back change sends none). */
export function createMemberMailer(deps: { messaging: Messaging; publicUrl: string }) {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const link = (path: string) => `${base}${path}`;

  async function send(
    tx: Database,
    template: MessageTemplate,
    to: { email: string; language: Language; name?: string | null },
    params: Record<string, string>,
  ) {
    await deps.messaging.queue(tx, {
      channel: 'email',
      recipient: to.email,
      template,
      language: to.language,
      params: { name: to.name ?? '', ...params },
    });
  }

  return {
    /** The link carries the token after `#`: a fragment never reaches a server's request log. */
    invitation(
      tx: Database,
      to: { email: string; language: Language; name: string | null },
      facts: { company: string; role: VendorRole; person: string; token: string },
    ) {
      return send(tx, 'vendor-invitation', to, {
        company: facts.company,
        role: vendorRoleWording[to.language][facts.role],
        person: facts.person,
        days: String(invitationDays),
        link: link(`/invitation#token=${facts.token}`),
      });
    },

    /** Many invitations' mails in one insert (a bulk import's chunk). */
    invitations(
      tx: Database,
      company: string,
      person: string,
      list: { email: string; language: Language; name: string | null; role: VendorRole; token: string }[],
    ) {
      return deps.messaging.queueMany(
        tx,
        list.map((to) => ({
          channel: 'email' as const,
          recipient: to.email,
          template: 'vendor-invitation' as const,
          language: to.language,
          params: {
            name: to.name ?? '',
            company,
            role: vendorRoleWording[to.language][to.role],
            person,
            days: String(invitationDays),
            link: link(`/invitation#token=${to.token}`),
          },
        })),
      );
    },

    /** To every owner and manager of the vendor. */
    async joinRequested(tx: Database, vendor: { id: string; name: string }, person: string, message: string) {
      for (const leader of await findVendorLeaders(tx, vendor.id, ['owner', 'manager'])) {
        if (!leader.email) continue;
        await send(
          tx,
          'vendor-join-request',
          { email: leader.email, language: leader.language, name: leader.name },
          {
            company: vendor.name,
            person,
            message: message || '—',
            link: link('/review/apply'),
          },
        );
      }
    },

    joinDecided(
      tx: Database,
      to: { email: string; language: Language; name: string },
      facts: { company: string; accepted: boolean; role: VendorRole | null; reason: string },
    ) {
      return send(tx, facts.accepted ? 'vendor-join-accepted' : 'vendor-join-rejected', to, {
        company: facts.company,
        role: facts.role ? vendorRoleWording[to.language][facts.role] : '',
        reason: facts.reason,
        link: link(facts.accepted ? '/company' : '/company-not-vendor'),
      });
    },

    /** To the owners left behind. */
    async memberLeft(tx: Database, vendor: { id: string; name: string }, person: string) {
      for (const owner of await findVendorLeaders(tx, vendor.id, ['owner'])) {
        if (!owner.email) continue;
        await send(
          tx,
          'vendor-member-left',
          { email: owner.email, language: owner.language, name: owner.name },
          {
            company: vendor.name,
            person,
            link: link('/member'),
          },
        );
      }
    },
  };
}

export type MemberMailer = ReturnType<typeof createMemberMailer>;
