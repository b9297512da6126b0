import type { en } from './en.ts';

export const ja: Readonly<Record<keyof typeof en, string>> = {
  'cards.heading': '登録済みのカード',
  'cards.intro':
    'お支払いのときに登録したカードです。お支払い画面でカードを選ぶと、セキュリティコードの入力だけでお支払いいただけます。',
  'cards.loading': '登録済みのカードを読み込み中…',
  'cards.loadFailed': '登録済みのカードを読み込めませんでした。しばらくしてからもう一度お試しください。',
  'cards.empty':
    '登録済みのカードはまだありません。カードでお支払いの際に「次回の予約のためにこのカードを登録する」にチェックを入れると登録できます。',
  'cards.holder': 'カード名義',
  'cards.expiry': '有効期限',
  'cards.expired': '有効期限切れ',
  'cards.remove': '削除',
  'cards.removeLabel': '{card}を削除',
  'cards.removeTitle': 'このカードを削除しますか？',
  'cards.removeText':
    '{card}をアカウントと決済代行会社から削除します。次回カードでお支払いの際に、あらためて登録することができます。',
  'cards.removeConfirm': 'カードを削除する',
  'cards.removeKeep': '削除しない',
  'cards.removing': '削除しています…',
  'cards.removed': '{card}を削除しました。',

  'choice.legend': 'お支払いに使うカード',
  'choice.savedNote': 'カード名義：{holder}。有効期限：{expiry}。',
  'choice.newCard': '新しいカード',
  'choice.codeTitle': '{card}のセキュリティコード',
  'choice.codeNote':
    'このカードのセキュリティコードだけを入力してください。その他の情報は決済代行会社が保管しています。',
  'choice.keep': '次回の予約のためにこのカードを登録する',
  'choice.keepNote':
    'アカウントに保存するのはカードブランド、カード番号の末尾4桁、カード名義、有効期限のみで、カード情報そのものは決済代行会社が保管します。登録したカードは「マイアカウント」の「お支払い方法」から削除できます。',
};
