import type { en } from './en.ts';

export const zh_Hans: Readonly<Record<keyof typeof en, string>> = {
  'cards.heading': '已保存的银行卡',
  'cards.intro': '这些是您付款时保存的银行卡。在付款步骤中选择其中一张，只需输入安全码即可付款。',
  'cards.loading': '正在加载已保存的银行卡…',
  'cards.loadFailed': '无法加载已保存的银行卡，请稍后重试。',
  'cards.empty': '您还没有保存的银行卡。刷卡付款时勾选“保存此卡以便下次预订”即可保存。',
  'cards.holder': '持卡人姓名',
  'cards.expiry': '有效期',
  'cards.expired': '已过期',
  'cards.remove': '删除',
  'cards.removeLabel': '删除{card}',
  'cards.removeTitle': '要删除这张银行卡吗？',
  'cards.removeText': '{card}将从您的账户和支付服务商处删除。下次刷卡付款时可以再次保存。',
  'cards.removeConfirm': '删除银行卡',
  'cards.removeKeep': '保留',
  'cards.removing': '正在删除…',
  'cards.removed': '{card}已删除。',

  'choice.legend': '付款银行卡',
  'choice.savedNote': '持卡人姓名：{holder}。有效期至{expiry}。',
  'choice.newCard': '新的银行卡',
  'choice.codeTitle': '{card}的安全码',
  'choice.codeNote': '只需输入此卡的安全码，其余信息由支付服务商保管。',
  'choice.keep': '保存此卡以便下次预订',
  'choice.keepNote':
    '您的账户只保存卡组织、卡号后四位、持卡人姓名和有效期，银行卡本身由支付服务商保管。您可以在“我的账户”的“付款方式”中删除。',
};
