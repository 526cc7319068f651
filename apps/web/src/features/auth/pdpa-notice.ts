import type { Language } from '@portal/contracts/i18n';

export interface PdpaNotice {
  title: string;
  intro: string;
  sections: readonly { heading: string; body: string }[];
}

/**
 * The text of version `pdpaNoticeVersion` (@portal/contracts/pdpa), which sign-up sends as `pdpaVersion`
 * so the server records what the person agreed to: change that version whenever this text changes.
 *
 * The notice required by Article 8 of the Personal Data Protection Act (個人資料保護法): who collects,
 * for what purposes, which data, for how long, where, for whom and how it is used, the person's rights,
 * and what happens when data is not given.
 */
export const pdpaNotice: Record<Language, PdpaNotice> = {
  'zh-Hant': {
    title: '個人資料蒐集告知聲明',
    intro:
      '本協會（供應商會員平台之營運者）依個人資料保護法第八條規定，於蒐集您的個人資料前告知下列事項，請詳細閱讀。',
    sections: [
      {
        heading: '一、蒐集者',
        body: '本協會為本平台個人資料之蒐集、處理及利用者。',
      },
      {
        heading: '二、蒐集目的',
        body: '〇五二 會員名冊之內部管理；〇六九 契約、類似契約或其他法律關係事務；〇九〇 消費者、客戶管理與服務；一三六 資（通）訊與資料庫管理；一五七 調查、統計與研究分析；〇四〇 行銷（僅於您勾選同意接收活動與產業資訊時）。',
      },
      {
        heading: '三、個人資料類別',
        body: 'C001 辨識個人者：姓名、帳號、電子郵件、手機號碼；C038 職業：職稱與所屬公司；以及使用本平台時產生的登入紀錄（時間、IP 位址、瀏覽器資訊）。',
      },
      {
        heading: '四、利用期間、地區、對象及方式',
        body: '期間：會員資格存續期間，及終止後依法令規定或執行業務所必須之保存期間。地區：中華民國境內，及本協會委託之資訊服務所在地。對象：本協會、受本協會委託處理資料之廠商（如電子郵件與簡訊發送服務），以及您在平台上往來之供應商或買家（僅限您提供予對方或設定公開之資料）。方式：於蒐集目的範圍內，以自動化或非自動化方式處理及利用。',
      },
      {
        heading: '五、您的權利',
        body: '您得依個人資料保護法第三條，就您的個人資料請求查詢或閱覽、製給複製本、補充或更正、停止蒐集、處理或利用，以及刪除。您可於「基本資料」頁面查看及修改資料，或聯絡本協會行使上述權利；本協會得依法收取必要成本費用。',
      },
      {
        heading: '六、不提供個人資料之影響',
        body: '電子郵件、帳號及姓名為註冊所必需，未提供時將無法完成註冊及使用會員服務。手機號碼為選填，未提供時將無法以簡訊接收通知。',
      },
      {
        heading: '七、隱私權政策',
        body: '本協會依隱私權政策妥善保護您的個人資料，採取適當之安全措施，防止資料被竊取、竄改、毀損、滅失或洩漏。本聲明如有修訂，將於平台公告並請您重新確認。',
      },
    ],
  },
  en: {
    title: 'Personal Data Collection Notice',
    intro:
      'Under Article 8 of Taiwan’s Personal Data Protection Act, the association that runs this supplier membership portal tells you the following before collecting your personal data. Please read it carefully.',
    sections: [
      {
        heading: '1. Who collects',
        body: 'The association collects, processes and uses the personal data of this portal.',
      },
      {
        heading: '2. Purposes',
        body: '052 internal management of the member register; 069 contracts and similar legal relations; 090 customer management and service; 136 information and database management; 157 surveys, statistics and research; 040 marketing (only when you tick the box to receive event and industry news).',
      },
      {
        heading: '3. Kinds of data',
        body: 'C001 identifying data: name, account, e-mail, mobile number; C038 occupation: job title and company; and the sign-in records made while you use the portal (time, IP address, browser details).',
      },
      {
        heading: '4. Period, area, recipients and manner of use',
        body: 'Period: while you are a member, and afterwards for as long as the law or the association’s duties require. Area: Taiwan (R.O.C.), and where the association’s contracted information services are located. Recipients: the association, the companies it contracts to process data (such as e-mail and text message delivery), and the suppliers or buyers you deal with on the portal (only the data you give them or choose to make public). Manner: processed and used, automatically or not, within the purposes above.',
      },
      {
        heading: '5. Your rights',
        body: 'Under Article 3 of the Act you may ask to look up or read your data, to receive a copy, to add to or correct it, to stop its collection, processing or use, and to delete it. You can see and change your data on the “My profile” page, or contact the association; a fee covering the necessary cost may apply as the law allows.',
      },
      {
        heading: '6. If you do not give your data',
        body: 'The e-mail, account and name are needed to sign up; without them you cannot create an account or use the member services. The mobile number is optional; without it you cannot receive notices by text message.',
      },
      {
        heading: '7. Privacy policy',
        body: 'The association protects your personal data under its privacy policy, with suitable security measures against theft, alteration, damage, loss and disclosure. If this notice changes, the portal will announce it and ask you to confirm again.',
      },
    ],
  },
};
