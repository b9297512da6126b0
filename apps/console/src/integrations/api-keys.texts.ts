import type { Locale } from '@yadori/contract/locales';
import type { PartnerScope } from '@yadori/contract/partner.constants';
import type { ShownOnceTexts } from '../parts/shown-once-panel.tsx';

/** A hotel's integrations page and its API keys (decision 059: brand admins and hotel managers). */
export interface ApiKeyTexts {
  title: string;
  intro: string;
  notAllowed: string;
  unknownHotel: string;
  sectionsLabel: string;
  webhooksLink: string;
  keysTitle: string;
  keysIntro: string;
  caption: (count: number) => string;
  noKeys: string;
  name: string;
  prefix: string;
  scopes: string;
  created: string;
  lastUsed: string;
  status: string;
  actions: string;
  createdBy: (name: string) => string;
  never: string;
  active: string;
  revokedOn: (when: string) => string;
  /** Each scope: a short name for the list, and what it lets the system do for the form. */
  scope: Record<PartnerScope, { name: string; detail: string }>;
  revoke: string;
  revokeLabel: (name: string) => string;
  createTitle: string;
  keyName: string;
  keyNameHint: string;
  scopesLegend: string;
  scopesHint: string;
  create: string;
  creating: string;
  newKeyTitle: (name: string) => string;
  /** The panel that shows a key just made, this once. */
  newKeyPanel: ShownOnceTexts;
  revokeTitle: (name: string) => string;
  revokeBody: string;
  revokeConfirm: string;
  revoking: string;
  keep: string;
  revoked: (name: string) => string;
}

export const API_KEY_TEXTS: Record<Locale, ApiKeyTexts> = {
  en: {
    title: 'Integrations',
    intro:
      'Connect the hotel’s property-management system or channel manager: it pushes rates and availability and follows reservations through the partner API.',
    notAllowed: 'Only brand administrators and hotel managers can manage the hotel’s integrations.',
    unknownHotel: 'This hotel is not one of yours.',
    sectionsLabel: 'Integration sections',
    webhooksLink: 'Webhooks',
    keysTitle: 'API keys',
    keysIntro:
      'A key works for this hotel only and may do only what its scopes allow. Give each system its own key, and revoke a key as soon as it is no longer needed.',
    caption: (count) => `API keys: ${count}`,
    noKeys: 'This hotel has no API keys yet.',
    name: 'Name',
    prefix: 'Key begins with',
    scopes: 'Scopes',
    created: 'Created',
    lastUsed: 'Last used',
    status: 'Status',
    actions: 'Actions',
    createdBy: (name) => `by ${name}`,
    never: 'Never',
    active: 'Active',
    revokedOn: (when) => `Revoked ${when}`,
    scope: {
      'ari:write': {
        name: 'Rates and availability',
        detail: 'Set rooms for sale, prices, closures and minimum stays.',
      },
      'reservations:read': {
        name: 'Read reservations',
        detail: 'List reservations and read each one, the guest’s details included.',
      },
      'reservations:write': {
        name: 'Handle reservations',
        detail: 'Cancel reservations, mark no-shows, change stays and add notes.',
      },
      'payment_links:read': {
        name: 'Read payment links',
        detail: 'List the hotel’s payment links and read each one: amount, guest, state and payment address.',
      },
      'payment_links:write': {
        name: 'Handle payment links',
        detail:
          'Create payment links, which e-mail the payment request to the guest, and withdraw unpaid ones.',
      },
    },
    revoke: 'Revoke',
    revokeLabel: (name) => `Revoke the key “${name}”`,
    createTitle: 'Create a key',
    keyName: 'Name',
    keyNameHint:
      'Which system holds it, e.g. “Front office PMS”. It names the key in this list and in the audit log.',
    scopesLegend: 'What the key may do',
    scopesHint: 'Choose at least one.',
    create: 'Create key',
    creating: 'Creating…',
    newKeyTitle: (name) => `Your new API key “${name}”`,
    newKeyPanel: {
      warning:
        'Copy this key now and store it somewhere safe. You will not see it again: only a fingerprint of it is kept. If it is lost, revoke it and create a new one.',
      label: 'API key',
      copy: 'Copy',
      copied: 'The key was copied to the clipboard.',
      copyFailed: 'The key could not be copied. Select it and copy it by hand.',
      stored: 'I have stored the key',
    },
    revokeTitle: (name) => `Revoke the key “${name}”?`,
    revokeBody:
      'Systems using this key will be refused from now on. This cannot be undone: to connect them again, create a new key.',
    revokeConfirm: 'Revoke key',
    revoking: 'Revoking…',
    keep: 'Keep the key',
    revoked: (name) => `The key “${name}” was revoked.`,
  },
  ja: {
    title: '外部連携',
    intro:
      '施設の PMS（ホテル管理システム）やサイトコントローラーと連携します。パートナー API を通じて、料金・在庫の登録や予約の取得ができます。',
    notAllowed: '外部連携を管理できるのは、ブランド管理者と施設マネージャーのみです。',
    unknownHotel: 'この施設は担当施設ではありません。',
    sectionsLabel: '外部連携のメニュー',
    webhooksLink: 'Webhook',
    keysTitle: 'API キー',
    keysIntro:
      'キーはこの施設でのみ有効で、付与した権限（スコープ）の範囲でのみ使えます。システムごとに別のキーを発行し、不要になったキーはすぐに無効化してください。',
    caption: (count) => `API キー：${count} 件`,
    noKeys: 'この施設にはまだ API キーがありません。',
    name: '名前',
    prefix: 'キーの先頭',
    scopes: '権限',
    created: '作成日時',
    lastUsed: '最終利用',
    status: '状態',
    actions: '操作',
    createdBy: (name) => `作成者：${name}`,
    never: '未使用',
    active: '有効',
    revokedOn: (when) => `${when} に無効化`,
    scope: {
      'ari:write': {
        name: '料金・在庫',
        detail: '販売室数、料金、販売停止、最低宿泊数を設定できます。',
      },
      'reservations:read': {
        name: '予約の閲覧',
        detail: '予約の一覧と各予約の内容（宿泊者情報を含む）を取得できます。',
      },
      'reservations:write': {
        name: '予約の操作',
        detail: '予約のキャンセル、ノーショーの記録、宿泊内容の変更、メモの追加ができます。',
      },
      'payment_links:read': {
        name: '決済リンクの参照',
        detail:
          '施設の決済リンクの一覧と、各リンクの金額・ゲスト・状態・支払いページのアドレスを参照できます。',
      },
      'payment_links:write': {
        name: '決済リンクの操作',
        detail:
          '決済リンクの作成（ゲストへの支払い依頼メールの送信を含む）と、未払いリンクの取り消しができます。',
      },
    },
    revoke: '無効化',
    revokeLabel: (name) => `キー「${name}」を無効化`,
    createTitle: 'キーを作成',
    keyName: '名前',
    keyNameHint:
      'キーを使うシステム名（例：「フロント PMS」）。一覧と操作履歴でこのキーの名前として表示されます。',
    scopesLegend: 'このキーでできること',
    scopesHint: '1 つ以上選んでください。',
    create: 'キーを作成',
    creating: '作成中…',
    newKeyTitle: (name) => `新しい API キー「${name}」`,
    newKeyPanel: {
      warning:
        '今すぐこのキーをコピーして、安全な場所に保管してください。このキーが再び表示されることはありません（保存されるのは照合用の値のみです）。紛失した場合は、無効化して新しいキーを作成してください。',
      label: 'API キー',
      copy: 'コピー',
      copied: 'キーをクリップボードにコピーしました。',
      copyFailed: 'キーをコピーできませんでした。キーを選択して手動でコピーしてください。',
      stored: 'キーを保管しました',
    },
    revokeTitle: (name) => `キー「${name}」を無効化しますか？`,
    revokeBody:
      'このキーを使うシステムからの接続は、今後すべて拒否されます。元に戻すことはできません。再度連携するには新しいキーを作成してください。',
    revokeConfirm: 'キーを無効化',
    revoking: '無効化中…',
    keep: '無効化しない',
    revoked: (name) => `キー「${name}」を無効化しました。`,
  },
  zh_Hans: {
    title: '系统对接',
    intro: '对接酒店的物业管理系统（PMS）或渠道管理器：通过合作伙伴 API 推送房价与房量，并同步预订。',
    notAllowed: '只有品牌管理员和酒店经理可以管理酒店的系统对接。',
    unknownHotel: '此酒店不在您的管理范围内。',
    sectionsLabel: '系统对接栏目',
    webhooksLink: 'Webhook',
    keysTitle: 'API 密钥',
    keysIntro:
      '密钥仅对本酒店有效，且只能执行其权限范围允许的操作。请为每个系统单独创建密钥，不再需要时请立即撤销。',
    caption: (count) => `API 密钥：${count} 个`,
    noKeys: '该酒店还没有 API 密钥。',
    name: '名称',
    prefix: '密钥开头',
    scopes: '权限范围',
    created: '创建时间',
    lastUsed: '最近使用',
    status: '状态',
    actions: '操作',
    createdBy: (name) => `创建者：${name}`,
    never: '从未使用',
    active: '有效',
    revokedOn: (when) => `已于 ${when} 撤销`,
    scope: {
      'ari:write': {
        name: '房价与房量',
        detail: '设置可售房量、价格、关房和最少入住晚数。',
      },
      'reservations:read': {
        name: '查看预订',
        detail: '获取预订列表及每笔预订的详情（包括客人信息）。',
      },
      'reservations:write': {
        name: '处理预订',
        detail: '取消预订、标记未到店、更改入住内容和添加备注。',
      },
      'payment_links:read': {
        name: '查看付款链接',
        detail: '列出酒店的付款链接，并查看每个链接的金额、客人、状态和付款页面地址。',
      },
      'payment_links:write': {
        name: '处理付款链接',
        detail: '创建付款链接（并通过电子邮件向客人发送付款请求），以及撤回未付款的链接。',
      },
    },
    revoke: '撤销',
    revokeLabel: (name) => `撤销密钥“${name}”`,
    createTitle: '创建密钥',
    keyName: '名称',
    keyNameHint: '使用此密钥的系统，例如“前台 PMS”。它会在此列表和操作记录中作为密钥的名称显示。',
    scopesLegend: '此密钥可以执行的操作',
    scopesHint: '请至少选择一项。',
    create: '创建密钥',
    creating: '正在创建…',
    newKeyTitle: (name) => `新的 API 密钥“${name}”`,
    newKeyPanel: {
      warning:
        '请立即复制此密钥并妥善保管。此密钥不会再次显示（系统只保存用于校验的指纹）。如果丢失，请撤销并创建新密钥。',
      label: 'API 密钥',
      copy: '复制',
      copied: '密钥已复制到剪贴板。',
      copyFailed: '无法复制密钥。请选中密钥后手动复制。',
      stored: '我已保存密钥',
    },
    revokeTitle: (name) => `要撤销密钥“${name}”吗？`,
    revokeBody: '使用此密钥的系统将从现在起被拒绝访问。此操作无法撤回；如需重新对接，请创建新密钥。',
    revokeConfirm: '撤销密钥',
    revoking: '正在撤销…',
    keep: '保留密钥',
    revoked: (name) => `密钥“${name}”已撤销。`,
  },
  zh_Hant: {
    title: '系統串接',
    intro: '串接飯店的旅館管理系統（PMS）或通路管理系統：透過合作夥伴 API 推送房價與房量，並同步訂房。',
    notAllowed: '只有品牌管理員和飯店經理可以管理飯店的系統串接。',
    unknownHotel: '此飯店不在您的管理範圍內。',
    sectionsLabel: '系統串接選單',
    webhooksLink: 'Webhook',
    keysTitle: 'API 金鑰',
    keysIntro:
      '金鑰僅對本飯店有效，且只能執行其權限範圍允許的操作。請為每個系統分別建立金鑰，不再需要時請立即撤銷。',
    caption: (count) => `API 金鑰：${count} 個`,
    noKeys: '此飯店尚無 API 金鑰。',
    name: '名稱',
    prefix: '金鑰開頭',
    scopes: '權限範圍',
    created: '建立時間',
    lastUsed: '最近使用',
    status: '狀態',
    actions: '操作',
    createdBy: (name) => `建立者：${name}`,
    never: '從未使用',
    active: '有效',
    revokedOn: (when) => `已於 ${when} 撤銷`,
    scope: {
      'ari:write': {
        name: '房價與房量',
        detail: '設定可售房量、價格、關房及最少住宿晚數。',
      },
      'reservations:read': {
        name: '檢視訂房',
        detail: '取得訂房清單及每筆訂房的詳細內容（包含房客資料）。',
      },
      'reservations:write': {
        name: '處理訂房',
        detail: '取消訂房、標記未入住、變更住宿內容及新增備註。',
      },
      'payment_links:read': {
        name: '查看付款連結',
        detail: '列出飯店的付款連結，並查看每個連結的金額、房客、狀態及付款頁面網址。',
      },
      'payment_links:write': {
        name: '處理付款連結',
        detail: '建立付款連結（並以電子郵件向房客寄送付款請求），以及撤回尚未付款的連結。',
      },
    },
    revoke: '撤銷',
    revokeLabel: (name) => `撤銷金鑰「${name}」`,
    createTitle: '建立金鑰',
    keyName: '名稱',
    keyNameHint: '使用此金鑰的系統，例如「櫃檯 PMS」。它會在此清單和操作紀錄中作為金鑰的名稱顯示。',
    scopesLegend: '此金鑰可以執行的操作',
    scopesHint: '請至少選擇一項。',
    create: '建立金鑰',
    creating: '正在建立…',
    newKeyTitle: (name) => `新的 API 金鑰「${name}」`,
    newKeyPanel: {
      warning:
        '請立即複製此金鑰並妥善保管。此金鑰不會再次顯示（系統只保存用於核對的指紋）。如果遺失，請撤銷並建立新金鑰。',
      label: 'API 金鑰',
      copy: '複製',
      copied: '金鑰已複製到剪貼簿。',
      copyFailed: '無法複製金鑰。請選取金鑰後手動複製。',
      stored: '我已保存金鑰',
    },
    revokeTitle: (name) => `要撤銷金鑰「${name}」嗎？`,
    revokeBody: '使用此金鑰的系統將從現在起被拒絕存取。此操作無法復原；如需重新串接，請建立新金鑰。',
    revokeConfirm: '撤銷金鑰',
    revoking: '正在撤銷…',
    keep: '保留金鑰',
    revoked: (name) => `金鑰「${name}」已撤銷。`,
  },
  ko: {
    title: '외부 연동',
    intro:
      '호텔의 PMS(호텔 관리 시스템)나 채널 매니저를 연동합니다. 파트너 API로 요금과 객실 재고를 등록하고 예약을 가져올 수 있습니다.',
    notAllowed: '외부 연동은 브랜드 관리자와 호텔 매니저만 관리할 수 있습니다.',
    unknownHotel: '담당 호텔이 아닙니다.',
    sectionsLabel: '외부 연동 메뉴',
    webhooksLink: '웹훅',
    keysTitle: 'API 키',
    keysIntro:
      '키는 이 호텔에서만 유효하며, 부여된 권한 범위 안에서만 사용할 수 있습니다. 시스템마다 별도의 키를 만들고, 더 이상 필요 없는 키는 바로 폐기하세요.',
    caption: (count) => `API 키: ${count}개`,
    noKeys: '이 호텔에는 아직 API 키가 없습니다.',
    name: '이름',
    prefix: '키 시작 부분',
    scopes: '권한 범위',
    created: '생성 일시',
    lastUsed: '마지막 사용',
    status: '상태',
    actions: '작업',
    createdBy: (name) => `생성자: ${name}`,
    never: '사용 안 함',
    active: '사용 중',
    revokedOn: (when) => `${when}에 폐기됨`,
    scope: {
      'ari:write': {
        name: '요금 및 객실 재고',
        detail: '판매 객실 수, 요금, 판매 중지, 최소 숙박일을 설정합니다.',
      },
      'reservations:read': {
        name: '예약 조회',
        detail: '예약 목록과 각 예약의 내용(투숙객 정보 포함)을 가져옵니다.',
      },
      'reservations:write': {
        name: '예약 처리',
        detail: '예약 취소, 노쇼 처리, 숙박 내용 변경, 메모 추가를 합니다.',
      },
      'payment_links:read': {
        name: '결제 링크 조회',
        detail: '호텔의 결제 링크 목록과 각 링크의 금액, 게스트, 상태, 결제 페이지 주소를 조회합니다.',
      },
      'payment_links:write': {
        name: '결제 링크 처리',
        detail: '결제 링크를 만들고(게스트에게 결제 요청 메일 발송 포함) 미결제 링크를 철회합니다.',
      },
    },
    revoke: '폐기',
    revokeLabel: (name) => `키 '${name}' 폐기`,
    createTitle: '키 만들기',
    keyName: '이름',
    keyNameHint:
      '이 키를 사용하는 시스템(예: "프런트 PMS"). 이 목록과 작업 기록에서 키의 이름으로 표시됩니다.',
    scopesLegend: '이 키로 할 수 있는 작업',
    scopesHint: '하나 이상 선택해 주세요.',
    create: '키 만들기',
    creating: '만드는 중…',
    newKeyTitle: (name) => `새 API 키 '${name}'`,
    newKeyPanel: {
      warning:
        '지금 이 키를 복사해 안전한 곳에 보관하세요. 이 키는 다시 표시되지 않습니다(대조용 값만 저장됩니다). 잃어버렸다면 폐기하고 새 키를 만드세요.',
      label: 'API 키',
      copy: '복사',
      copied: '키를 클립보드에 복사했습니다.',
      copyFailed: '키를 복사하지 못했습니다. 키를 선택해 직접 복사해 주세요.',
      stored: '키를 보관했습니다',
    },
    revokeTitle: (name) => `키 '${name}'을(를) 폐기할까요?`,
    revokeBody:
      '이 키를 사용하는 시스템의 요청은 지금부터 모두 거부됩니다. 되돌릴 수 없으며, 다시 연동하려면 새 키를 만들어야 합니다.',
    revokeConfirm: '키 폐기',
    revoking: '폐기하는 중…',
    keep: '키 유지',
    revoked: (name) => `키 '${name}'을(를) 폐기했습니다.`,
  },
};
