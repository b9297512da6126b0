import type { Locale } from '@yadori/contract/locales';
import { WEBHOOK_ENDPOINTS_PER_HOTEL } from '@yadori/contract/partner.constants';

/** What the console's webhook calls tell staff, in the five languages. */
export interface WebhookTexts {
  endpointNotFound: string;
  deliveryNotFound: string;
  endpointLimit: string;
  /** The server has no STAFF_SECRET to seal signing secrets under (decision 059). */
  secretUnavailable: string;
  /** The address resolves to a loopback, private, link-local… address (and the server does not allow it). */
  urlNotPublic: string;
  urlUnresolved: string;
  urlInvalid: string;
  deliveryNotDead: string;
}

const LIMIT = WEBHOOK_ENDPOINTS_PER_HOTEL;

export const WEBHOOK_TEXTS: Record<Locale, WebhookTexts> = {
  en: {
    endpointNotFound: 'There is no such webhook endpoint at this hotel.',
    deliveryNotFound: 'There is no such delivery for this endpoint.',
    endpointLimit: `A hotel can have at most ${LIMIT} webhook endpoints. Delete one it no longer uses first.`,
    secretUnavailable:
      'Webhooks cannot be set up on this server yet: it has no STAFF_SECRET to keep their signing secrets under. Ask whoever runs the server to set STAFF_SECRET (at least 32 characters) and restart it.',
    urlNotPublic:
      "This address leads to the server's own network or a private one (loopback, private, link-local or multicast), which webhooks may not reach. Use an address reachable over the internet.",
    urlUnresolved: 'The host of this address could not be found. Check the address and try again.',
    urlInvalid: 'Enter an address starting with http:// or https://, at most 2,000 characters long.',
    deliveryNotDead:
      'Only a delivery that was given up can be sent again by hand; this one is pending or delivered.',
  },
  ja: {
    endpointNotFound: 'この施設に該当するWebhookの送信先はありません。',
    deliveryNotFound: 'この送信先に該当する配信はありません。',
    endpointLimit: `Webhookの送信先は1施設につき${LIMIT}件までです。使わなくなった送信先を先に削除してください。`,
    secretUnavailable:
      'このサーバーではまだWebhookを設定できません。署名用シークレットを保管するためのSTAFF_SECRETが設定されていません。サーバーの管理者にSTAFF_SECRET（32文字以上）を設定して再起動するよう依頼してください。',
    urlNotPublic:
      'このアドレスはサーバー自身のネットワークまたはプライベートネットワーク（ループバック、プライベート、リンクローカル、マルチキャスト）を指しているため、Webhookの送信先にできません。インターネットから到達できるアドレスを指定してください。',
    urlUnresolved: 'このアドレスのホストが見つかりませんでした。アドレスを確認して、もう一度お試しください。',
    urlInvalid: 'http:// または https:// で始まる2,000文字以内のアドレスを入力してください。',
    deliveryNotDead: '手動で再送できるのは送信を断念した配信だけです。この配信は送信待ちか配信済みです。',
  },
  zh_Hans: {
    endpointNotFound: '本酒店没有该 Webhook 接收地址。',
    deliveryNotFound: '该接收地址没有此投递记录。',
    endpointLimit: `每家酒店最多可设置 ${LIMIT} 个 Webhook 接收地址。请先删除不再使用的地址。`,
    secretUnavailable:
      '此服务器尚无法设置 Webhook：未设置用于保管签名密钥的 STAFF_SECRET。请联系服务器管理员设置 STAFF_SECRET（至少 32 个字符）并重新启动。',
    urlNotPublic:
      '此地址指向服务器自身的网络或私有网络（环回、私有、链路本地或组播地址），Webhook 不能发送到这里。请使用可通过互联网访问的地址。',
    urlUnresolved: '找不到此地址的主机。请检查地址后重试。',
    urlInvalid: '请输入以 http:// 或 https:// 开头、不超过 2,000 个字符的地址。',
    deliveryNotDead: '只有已放弃发送的投递才能手动重发；此投递正在等待发送或已送达。',
  },
  zh_Hant: {
    endpointNotFound: '本飯店沒有該 Webhook 接收位址。',
    deliveryNotFound: '該接收位址沒有此傳送紀錄。',
    endpointLimit: `每間飯店最多可設定 ${LIMIT} 個 Webhook 接收位址。請先刪除不再使用的位址。`,
    secretUnavailable:
      '此伺服器尚無法設定 Webhook：未設定用來保管簽章密鑰的 STAFF_SECRET。請聯絡伺服器管理員設定 STAFF_SECRET（至少 32 個字元）並重新啟動。',
    urlNotPublic:
      '此位址指向伺服器本身的網路或私人網路（迴路、私人、鏈路本地或多點傳送位址），Webhook 不能傳送到這裡。請使用可透過網際網路連線的位址。',
    urlUnresolved: '找不到此位址的主機。請確認位址後再試一次。',
    urlInvalid: '請輸入以 http:// 或 https:// 開頭、不超過 2,000 個字元的位址。',
    deliveryNotDead: '只有已放棄傳送的項目才能手動重送；此項目正在等待傳送或已送達。',
  },
  ko: {
    endpointNotFound: '이 호텔에 해당 웹훅 수신 주소가 없습니다.',
    deliveryNotFound: '이 수신 주소에 해당 전송 기록이 없습니다.',
    endpointLimit: `호텔당 웹훅 수신 주소는 최대 ${LIMIT}개입니다. 더 이상 쓰지 않는 주소를 먼저 삭제해 주세요.`,
    secretUnavailable:
      '이 서버에서는 아직 웹훅을 설정할 수 없습니다. 서명 비밀 키를 보관할 STAFF_SECRET이 설정되어 있지 않습니다. 서버 관리자에게 STAFF_SECRET(32자 이상)을 설정하고 다시 시작해 달라고 요청해 주세요.',
    urlNotPublic:
      '이 주소는 서버 자체 네트워크나 사설 네트워크(루프백, 사설, 링크 로컬, 멀티캐스트)를 가리키므로 웹훅을 보낼 수 없습니다. 인터넷에서 접속할 수 있는 주소를 입력해 주세요.',
    urlUnresolved: '이 주소의 호스트를 찾을 수 없습니다. 주소를 확인한 뒤 다시 시도해 주세요.',
    urlInvalid: 'http:// 또는 https://로 시작하는 2,000자 이내의 주소를 입력해 주세요.',
    deliveryNotDead:
      '전송을 포기한 항목만 직접 다시 보낼 수 있습니다. 이 항목은 전송 대기 중이거나 이미 전달되었습니다.',
  },
};
