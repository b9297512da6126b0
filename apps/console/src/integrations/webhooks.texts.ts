import type { Locale } from '@yadori/contract/locales';
import type { WebhookDeliveryStatus, WebhookEventType } from '@yadori/contract/partner.constants';
import type { ShownOnceTexts } from '../parts/shown-once-panel.tsx';

/** A hotel's webhook endpoints and their deliveries (decision 059: brand admins and hotel managers). */
export interface WebhookTexts {
  title: string;
  intro: string;
  notAllowed: string;
  unknownHotel: string;
  endpointsTitle: string;
  caption: (count: number) => string;
  noEndpoints: string;
  url: string;
  urlHint: string;
  description: string;
  descriptionHint: string;
  events: string;
  eventsHint: string;
  /** Each event a receiver can follow, named for people. */
  event: Record<WebhookEventType, string>;
  activeLabel: string;
  state: string;
  on: string;
  off: string;
  waiting: (count: number) => string;
  givenUp: (count: number) => string;
  actions: string;
  edit: string;
  editLabel: (url: string) => string;
  showDeliveries: string;
  showDeliveriesLabel: (url: string) => string;
  rotate: string;
  rotateLabel: (url: string) => string;
  remove: string;
  removeLabel: (url: string) => string;
  createTitle: string;
  create: string;
  creating: string;
  created: (url: string) => string;
  editTitle: string;
  save: string;
  saving: string;
  saved: (url: string) => string;
  cancel: string;
  secretTitle: (url: string) => string;
  /** The panel that shows a secret just made or rotated, this once. */
  secretPanel: ShownOnceTexts;
  rotateTitle: (url: string) => string;
  rotateBody: string;
  rotateConfirm: string;
  removeTitle: (url: string) => string;
  removeBody: string;
  removeConfirm: string;
  removed: (url: string) => string;
  working: string;
  keep: string;
  deliveriesTitle: (url: string) => string;
  statusFilter: string;
  allStatuses: string;
  status: Record<WebhookDeliveryStatus, string>;
  deliveriesCaption: (count: number) => string;
  noDeliveries: string;
  eventTime: string;
  eventColumn: string;
  reservation: string;
  statusColumn: string;
  attempts: string;
  lastAnswer: string;
  next: string;
  httpStatus: (status: number) => string;
  noAnswer: string;
  retry: string;
  retryLabel: (event: string, when: string) => string;
  retried: string;
  refresh: string;
}

export const WEBHOOK_TEXTS: Record<Locale, WebhookTexts> = {
  en: {
    title: 'Webhooks',
    intro:
      'Yadori posts each reservation event to these addresses as it happens, signed with the endpoint’s secret (the yadori-signature header). An answer other than 2xx is retried with growing delays; a receiver must accept the same event id more than once.',
    notAllowed: 'Only brand administrators and hotel managers can manage the hotel’s webhooks.',
    unknownHotel: 'This hotel is not one of yours.',
    endpointsTitle: 'Endpoints',
    caption: (count) => `Webhook endpoints: ${count}`,
    noEndpoints: 'This hotel has no webhook endpoints yet.',
    url: 'Address (URL)',
    urlHint:
      'Where the events are posted: an https:// address of the property-management system or channel manager.',
    description: 'Description',
    descriptionHint: 'For your team: which system receives them.',
    events: 'Events',
    eventsHint: 'Only these events are posted to this address.',
    event: {
      'reservation.created': 'Reservation made',
      'reservation.modified': 'Reservation changed',
      'reservation.cancelled': 'Reservation cancelled',
      'reservation.paid': 'Payment received',
      'reservation.no_show': 'Guest marked as no-show',
    },
    activeLabel: 'Send events to this address',
    state: 'State',
    on: 'On',
    off: 'Off',
    waiting: (count) => `Waiting: ${count}`,
    givenUp: (count) => `Given up: ${count}`,
    actions: 'Actions',
    edit: 'Edit',
    editLabel: (url) => `Edit ${url}`,
    showDeliveries: 'Deliveries',
    showDeliveriesLabel: (url) => `Deliveries to ${url}`,
    rotate: 'New secret',
    rotateLabel: (url) => `New signing secret for ${url}`,
    remove: 'Delete',
    removeLabel: (url) => `Delete ${url}`,
    createTitle: 'Add an endpoint',
    create: 'Add endpoint',
    creating: 'Adding…',
    created: (url) => `Endpoint added: ${url}`,
    editTitle: 'Edit endpoint',
    save: 'Save changes',
    saving: 'Saving…',
    saved: (url) => `Endpoint saved: ${url}`,
    cancel: 'Cancel',
    secretTitle: (url) => `Signing secret of ${url}`,
    secretPanel: {
      warning:
        'Copy this secret into the receiving system now: it is shown only this once. The receiver uses it to check that each request comes from Yadori.',
      label: 'Signing secret',
      copy: 'Copy',
      copied: 'Copied.',
      copyFailed: 'It could not be copied. Select the secret and copy it by hand.',
      stored: 'I have stored it',
    },
    rotateTitle: (url) => `Make a new signing secret for ${url}?`,
    rotateBody:
      'From now on every delivery is signed with the new secret, and the current one stops working at once. Put the new secret into the receiving system straight away.',
    rotateConfirm: 'Make a new secret',
    removeTitle: (url) => `Delete the endpoint ${url}?`,
    removeBody: 'The endpoint is deleted with all its deliveries, including those still waiting to be sent.',
    removeConfirm: 'Delete endpoint',
    removed: (url) => `Endpoint deleted: ${url}`,
    working: 'Working…',
    keep: 'Keep as is',
    deliveriesTitle: (url) => `Deliveries to ${url}`,
    statusFilter: 'Status',
    allStatuses: 'All',
    status: { pending: 'Waiting', delivered: 'Delivered', dead: 'Given up' },
    deliveriesCaption: (count) => `Deliveries: ${count}`,
    noDeliveries: 'No deliveries to show.',
    eventTime: 'Event time',
    eventColumn: 'Event',
    reservation: 'Reservation',
    statusColumn: 'Status',
    attempts: 'Attempts',
    lastAnswer: 'Last answer',
    next: 'Next attempt',
    httpStatus: (status) => `HTTP ${status}`,
    noAnswer: 'No answer',
    retry: 'Retry',
    retryLabel: (event, when) => `Retry ${event} of ${when}`,
    retried: 'The delivery will be sent again now.',
    refresh: 'Refresh',
  },
  ja: {
    title: 'Webhook連携',
    intro:
      '予約に関するイベントが発生するたびに、ここで指定したアドレスへ送信します。各リクエストには送信先ごとのシークレットによる署名（yadori-signature ヘッダー）が付きます。2xx 以外の応答は間隔を広げながら再送するため、受信側は同じイベントIDを複数回受け取っても問題ないようにしてください。',
    notAllowed: '施設のWebhookを管理できるのは、ブランド管理者と施設管理者だけです。',
    unknownHotel: 'この施設はあなたの担当施設ではありません。',
    endpointsTitle: '送信先',
    caption: (count) => `Webhookの送信先：${count}件`,
    noEndpoints: 'この施設にはまだWebhookの送信先がありません。',
    url: 'アドレス（URL）',
    urlHint:
      'イベントの送信先です。PMSやサイトコントローラーの https:// で始まるアドレスを指定してください。',
    description: '説明',
    descriptionHint: 'チーム内の覚え書きです（どのシステムが受け取るかなど）。',
    events: 'イベント',
    eventsHint: 'ここで選んだイベントだけをこのアドレスへ送信します。',
    event: {
      'reservation.created': '予約の受付',
      'reservation.modified': '予約の変更',
      'reservation.cancelled': '予約のキャンセル',
      'reservation.paid': '支払いの完了',
      'reservation.no_show': 'ノーショーの記録',
    },
    activeLabel: 'このアドレスへイベントを送信する',
    state: '状態',
    on: '有効',
    off: '停止中',
    waiting: (count) => `送信待ち：${count}件`,
    givenUp: (count) => `送信断念：${count}件`,
    actions: '操作',
    edit: '編集',
    editLabel: (url) => `${url} を編集`,
    showDeliveries: '配信履歴',
    showDeliveriesLabel: (url) => `${url} への配信履歴`,
    rotate: 'シークレットを再発行',
    rotateLabel: (url) => `${url} の署名用シークレットを再発行`,
    remove: '削除',
    removeLabel: (url) => `${url} を削除`,
    createTitle: '送信先を追加',
    create: '送信先を追加',
    creating: '追加しています…',
    created: (url) => `送信先を追加しました：${url}`,
    editTitle: '送信先を編集',
    save: '変更を保存',
    saving: '保存しています…',
    saved: (url) => `送信先を保存しました：${url}`,
    cancel: 'キャンセル',
    secretTitle: (url) => `${url} の署名用シークレット`,
    secretPanel: {
      warning:
        'このシークレットを今すぐ受信側のシステムに設定してください。表示されるのはこの一度だけです。受信側はこれを使って、各リクエストがYadoriから送られたものか確認します。',
      label: '署名用シークレット',
      copy: 'コピー',
      copied: 'コピーしました。',
      copyFailed: 'コピーできませんでした。シークレットを選択して手動でコピーしてください。',
      stored: '保管しました',
    },
    rotateTitle: (url) => `${url} の署名用シークレットを再発行しますか？`,
    rotateBody:
      'これ以降の配信はすべて新しいシークレットで署名され、現在のシークレットはすぐに使えなくなります。新しいシークレットを直ちに受信側のシステムに設定してください。',
    rotateConfirm: '再発行する',
    removeTitle: (url) => `送信先 ${url} を削除しますか？`,
    removeBody: '送信先は、送信待ちのものを含むすべての配信とともに削除されます。',
    removeConfirm: '送信先を削除',
    removed: (url) => `送信先を削除しました：${url}`,
    working: '処理しています…',
    keep: 'そのままにする',
    deliveriesTitle: (url) => `${url} への配信履歴`,
    statusFilter: '状態',
    allStatuses: 'すべて',
    status: { pending: '送信待ち', delivered: '配信済み', dead: '送信断念' },
    deliveriesCaption: (count) => `配信：${count}件`,
    noDeliveries: '表示する配信はありません。',
    eventTime: '発生日時',
    eventColumn: 'イベント',
    reservation: '予約',
    statusColumn: '状態',
    attempts: '試行回数',
    lastAnswer: '直近の応答',
    next: '次回の送信',
    httpStatus: (status) => `HTTPステータス ${status}`,
    noAnswer: '応答なし',
    retry: '再送',
    retryLabel: (event, when) => `${when} の「${event}」を再送`,
    retried: 'この配信をすぐに再送します。',
    refresh: '最新の状態に更新',
  },
  zh_Hans: {
    title: 'Webhook 推送',
    intro:
      '每当发生预订相关事件时，Yadori 会将其发送到这些地址，并用各接收地址的密钥签名（yadori-signature 请求头）。非 2xx 的响应会以逐渐拉长的间隔重试，因此接收方应能处理多次收到同一事件 ID 的情况。',
    notAllowed: '只有品牌管理员和酒店经理可以管理酒店的 Webhook。',
    unknownHotel: '这家酒店不在您的负责范围内。',
    endpointsTitle: '接收地址',
    caption: (count) => `Webhook 接收地址：${count} 个`,
    noEndpoints: '这家酒店还没有 Webhook 接收地址。',
    url: '地址（URL）',
    urlHint: '事件的发送目标：物业管理系统或渠道管理器以 https:// 开头的地址。',
    description: '说明',
    descriptionHint: '供团队参考，例如由哪个系统接收。',
    events: '事件',
    eventsHint: '只有所选事件会发送到此地址。',
    event: {
      'reservation.created': '新预订',
      'reservation.modified': '预订变更',
      'reservation.cancelled': '预订取消',
      'reservation.paid': '已收款',
      'reservation.no_show': '标记为未入住',
    },
    activeLabel: '向此地址发送事件',
    state: '状态',
    on: '启用',
    off: '停用',
    waiting: (count) => `等待发送：${count}`,
    givenUp: (count) => `已放弃：${count}`,
    actions: '操作',
    edit: '编辑',
    editLabel: (url) => `编辑 ${url}`,
    showDeliveries: '投递记录',
    showDeliveriesLabel: (url) => `发往 ${url} 的投递记录`,
    rotate: '重新生成密钥',
    rotateLabel: (url) => `为 ${url} 重新生成签名密钥`,
    remove: '删除',
    removeLabel: (url) => `删除 ${url}`,
    createTitle: '添加接收地址',
    create: '添加接收地址',
    creating: '正在添加…',
    created: (url) => `已添加接收地址：${url}`,
    editTitle: '编辑接收地址',
    save: '保存更改',
    saving: '正在保存…',
    saved: (url) => `已保存接收地址：${url}`,
    cancel: '取消',
    secretTitle: (url) => `${url} 的签名密钥`,
    secretPanel: {
      warning: '请立即将此密钥配置到接收系统中：它只显示这一次。接收方用它确认每个请求确实来自 Yadori。',
      label: '签名密钥',
      copy: '复制',
      copied: '已复制。',
      copyFailed: '无法复制。请选中密钥后手动复制。',
      stored: '我已保存',
    },
    rotateTitle: (url) => `要为 ${url} 重新生成签名密钥吗？`,
    rotateBody: '此后的每次投递都将使用新密钥签名，当前密钥会立即失效。请马上将新密钥配置到接收系统中。',
    rotateConfirm: '重新生成密钥',
    removeTitle: (url) => `要删除接收地址 ${url} 吗？`,
    removeBody: '该接收地址及其所有投递（包括仍在等待发送的）都将被删除。',
    removeConfirm: '删除接收地址',
    removed: (url) => `已删除接收地址：${url}`,
    working: '正在处理…',
    keep: '保持不变',
    deliveriesTitle: (url) => `发往 ${url} 的投递记录`,
    statusFilter: '状态',
    allStatuses: '全部',
    status: { pending: '等待发送', delivered: '已送达', dead: '已放弃' },
    deliveriesCaption: (count) => `投递：${count} 条`,
    noDeliveries: '没有可显示的投递。',
    eventTime: '发生时间',
    eventColumn: '事件',
    reservation: '预订',
    statusColumn: '状态',
    attempts: '尝试次数',
    lastAnswer: '最近的响应',
    next: '下次尝试',
    httpStatus: (status) => `HTTP 状态码 ${status}`,
    noAnswer: '无响应',
    retry: '重试',
    retryLabel: (event, when) => `重试 ${when} 的“${event}”`,
    retried: '此投递将立即重新发送。',
    refresh: '刷新',
  },
  zh_Hant: {
    title: 'Webhook 推送',
    intro:
      '每當發生訂房相關事件時，Yadori 會將其傳送到這些位址，並以各接收位址的密鑰簽章（yadori-signature 標頭）。非 2xx 的回應會以逐漸拉長的間隔重試，因此接收端應能處理多次收到同一事件 ID 的情況。',
    notAllowed: '只有品牌管理員和飯店經理可以管理飯店的 Webhook。',
    unknownHotel: '這間飯店不在您的負責範圍內。',
    endpointsTitle: '接收位址',
    caption: (count) => `Webhook 接收位址：${count} 個`,
    noEndpoints: '這間飯店還沒有 Webhook 接收位址。',
    url: '位址（URL）',
    urlHint: '事件的傳送目標：物業管理系統或通路管理系統以 https:// 開頭的位址。',
    description: '說明',
    descriptionHint: '供團隊參考，例如由哪個系統接收。',
    events: '事件',
    eventsHint: '只有所選事件會傳送到此位址。',
    event: {
      'reservation.created': '新訂房',
      'reservation.modified': '訂房變更',
      'reservation.cancelled': '訂房取消',
      'reservation.paid': '已收款',
      'reservation.no_show': '標記為未入住',
    },
    activeLabel: '傳送事件到此位址',
    state: '狀態',
    on: '啟用',
    off: '停用',
    waiting: (count) => `等待傳送：${count}`,
    givenUp: (count) => `已放棄：${count}`,
    actions: '操作',
    edit: '編輯',
    editLabel: (url) => `編輯 ${url}`,
    showDeliveries: '傳送紀錄',
    showDeliveriesLabel: (url) => `傳往 ${url} 的傳送紀錄`,
    rotate: '重新產生密鑰',
    rotateLabel: (url) => `為 ${url} 重新產生簽章密鑰`,
    remove: '刪除',
    removeLabel: (url) => `刪除 ${url}`,
    createTitle: '新增接收位址',
    create: '新增接收位址',
    creating: '正在新增…',
    created: (url) => `已新增接收位址：${url}`,
    editTitle: '編輯接收位址',
    save: '儲存變更',
    saving: '正在儲存…',
    saved: (url) => `已儲存接收位址：${url}`,
    cancel: '取消',
    secretTitle: (url) => `${url} 的簽章密鑰`,
    secretPanel: {
      warning: '請立即將此密鑰設定到接收系統中：它只會顯示這一次。接收端用它確認每個請求確實來自 Yadori。',
      label: '簽章密鑰',
      copy: '複製',
      copied: '已複製。',
      copyFailed: '無法複製。請選取密鑰後手動複製。',
      stored: '我已保存',
    },
    rotateTitle: (url) => `要為 ${url} 重新產生簽章密鑰嗎？`,
    rotateBody: '此後的每次傳送都會使用新密鑰簽章，目前的密鑰會立即失效。請馬上將新密鑰設定到接收系統中。',
    rotateConfirm: '重新產生密鑰',
    removeTitle: (url) => `要刪除接收位址 ${url} 嗎？`,
    removeBody: '該接收位址及其所有傳送項目（包括仍在等待傳送的）都會被刪除。',
    removeConfirm: '刪除接收位址',
    removed: (url) => `已刪除接收位址：${url}`,
    working: '正在處理…',
    keep: '保持不變',
    deliveriesTitle: (url) => `傳往 ${url} 的傳送紀錄`,
    statusFilter: '狀態',
    allStatuses: '全部',
    status: { pending: '等待傳送', delivered: '已送達', dead: '已放棄' },
    deliveriesCaption: (count) => `傳送：${count} 筆`,
    noDeliveries: '沒有可顯示的傳送項目。',
    eventTime: '發生時間',
    eventColumn: '事件',
    reservation: '訂房',
    statusColumn: '狀態',
    attempts: '嘗試次數',
    lastAnswer: '最近的回應',
    next: '下次嘗試',
    httpStatus: (status) => `HTTP 狀態碼 ${status}`,
    noAnswer: '無回應',
    retry: '重試',
    retryLabel: (event, when) => `重試 ${when} 的「${event}」`,
    retried: '此傳送項目將立即重新傳送。',
    refresh: '重新整理',
  },
  ko: {
    title: '웹훅',
    intro:
      '예약 관련 이벤트가 생길 때마다 Yadori가 이 주소로 보내며, 각 요청에는 수신 주소별 비밀 키로 만든 서명(yadori-signature 헤더)이 붙습니다. 2xx가 아닌 응답은 간격을 늘려 가며 다시 보내므로, 수신 측은 같은 이벤트 ID를 여러 번 받아도 문제없도록 처리해야 합니다.',
    notAllowed: '호텔의 웹훅은 브랜드 관리자와 호텔 매니저만 관리할 수 있습니다.',
    unknownHotel: '담당하는 호텔이 아닙니다.',
    endpointsTitle: '수신 주소',
    caption: (count) => `웹훅 수신 주소: ${count}개`,
    noEndpoints: '이 호텔에는 아직 웹훅 수신 주소가 없습니다.',
    url: '주소(URL)',
    urlHint: '이벤트를 보낼 곳입니다. PMS나 채널 매니저의 https://로 시작하는 주소를 입력해 주세요.',
    description: '설명',
    descriptionHint: '팀을 위한 메모입니다(어느 시스템이 받는지 등).',
    events: '이벤트',
    eventsHint: '선택한 이벤트만 이 주소로 보냅니다.',
    event: {
      'reservation.created': '예약 접수',
      'reservation.modified': '예약 변경',
      'reservation.cancelled': '예약 취소',
      'reservation.paid': '결제 완료',
      'reservation.no_show': '노쇼 처리',
    },
    activeLabel: '이 주소로 이벤트 보내기',
    state: '상태',
    on: '사용',
    off: '중지',
    waiting: (count) => `전송 대기: ${count}`,
    givenUp: (count) => `전송 포기: ${count}`,
    actions: '작업',
    edit: '편집',
    editLabel: (url) => `${url} 편집`,
    showDeliveries: '전송 기록',
    showDeliveriesLabel: (url) => `${url}(으)로의 전송 기록`,
    rotate: '비밀 키 재발급',
    rotateLabel: (url) => `${url}의 서명 비밀 키 재발급`,
    remove: '삭제',
    removeLabel: (url) => `${url} 삭제`,
    createTitle: '수신 주소 추가',
    create: '수신 주소 추가',
    creating: '추가하는 중…',
    created: (url) => `수신 주소를 추가했습니다: ${url}`,
    editTitle: '수신 주소 편집',
    save: '변경 사항 저장',
    saving: '저장하는 중…',
    saved: (url) => `수신 주소를 저장했습니다: ${url}`,
    cancel: '취소',
    secretTitle: (url) => `${url}의 서명 비밀 키`,
    secretPanel: {
      warning:
        '이 비밀 키를 지금 바로 수신 시스템에 설정해 주세요. 이번 한 번만 표시됩니다. 수신 측은 이 키로 각 요청이 Yadori에서 보낸 것인지 확인합니다.',
      label: '서명 비밀 키',
      copy: '복사',
      copied: '복사했습니다.',
      copyFailed: '복사하지 못했습니다. 비밀 키를 선택해 직접 복사해 주세요.',
      stored: '보관했습니다',
    },
    rotateTitle: (url) => `${url}의 서명 비밀 키를 재발급할까요?`,
    rotateBody:
      '이후의 모든 전송은 새 비밀 키로 서명되고, 지금의 비밀 키는 즉시 쓸 수 없게 됩니다. 새 비밀 키를 바로 수신 시스템에 설정해 주세요.',
    rotateConfirm: '재발급',
    removeTitle: (url) => `수신 주소 ${url}을(를) 삭제할까요?`,
    removeBody: '수신 주소는 아직 전송을 기다리는 것을 포함한 모든 전송 기록과 함께 삭제됩니다.',
    removeConfirm: '수신 주소 삭제',
    removed: (url) => `수신 주소를 삭제했습니다: ${url}`,
    working: '처리하는 중…',
    keep: '그대로 두기',
    deliveriesTitle: (url) => `${url}(으)로의 전송 기록`,
    statusFilter: '상태',
    allStatuses: '전체',
    status: { pending: '전송 대기', delivered: '전달 완료', dead: '전송 포기' },
    deliveriesCaption: (count) => `전송: ${count}건`,
    noDeliveries: '표시할 전송 기록이 없습니다.',
    eventTime: '발생 시각',
    eventColumn: '이벤트',
    reservation: '예약',
    statusColumn: '상태',
    attempts: '시도 횟수',
    lastAnswer: '마지막 응답',
    next: '다음 시도',
    httpStatus: (status) => `HTTP 상태 코드 ${status}`,
    noAnswer: '응답 없음',
    retry: '다시 보내기',
    retryLabel: (event, when) => `${when}의 '${event}' 다시 보내기`,
    retried: '이 전송을 지금 다시 보냅니다.',
    refresh: '새로 고침',
  },
};
