import type { Locale } from '@yadori/contract/locales';

/** The words of image uploads (logo, room photos) in the set-up. */
export interface MediaTexts {
  /** The file chooser's label. */
  upload: string;
  uploadHint: string;
  uploading: string;
  uploaded: string;
  network: string;
  /** Room photos. */
  photo: (n: number) => string;
  moveUp: (n: number) => string;
  moveDown: (n: number) => string;
  uploadPhoto: string;
}

export const MEDIA_TEXTS: Record<Locale, MediaTexts> = {
  en: {
    upload: 'Upload an image',
    uploadHint: 'PNG, JPEG, WebP or GIF, up to 5 MB.',
    uploading: 'Uploading the image…',
    uploaded: 'The image was uploaded. Save to keep it.',
    network: 'The image could not be sent. Check the connection and try again.',
    photo: (n) => `Photo ${n}`,
    moveUp: (n) => `Move photo ${n} up`,
    moveDown: (n) => `Move photo ${n} down`,
    uploadPhoto: 'Upload a photo',
  },
  ja: {
    upload: '画像をアップロード',
    uploadHint: 'PNG・JPEG・WebP・GIF形式、5MBまで。',
    uploading: '画像をアップロードしています…',
    uploaded: '画像をアップロードしました。保存すると反映されます。',
    network: '画像を送信できませんでした。通信環境を確認して、もう一度お試しください。',
    photo: (n) => `写真${n}`,
    moveUp: (n) => `写真${n}を上へ移動`,
    moveDown: (n) => `写真${n}を下へ移動`,
    uploadPhoto: '写真をアップロード',
  },
  zh_Hans: {
    upload: '上传图片',
    uploadHint: 'PNG、JPEG、WebP 或 GIF，最大 5 MB。',
    uploading: '正在上传图片…',
    uploaded: '图片已上传。保存后生效。',
    network: '无法发送图片。请检查网络后重试。',
    photo: (n) => `照片 ${n}`,
    moveUp: (n) => `将照片 ${n} 上移`,
    moveDown: (n) => `将照片 ${n} 下移`,
    uploadPhoto: '上传照片',
  },
  zh_Hant: {
    upload: '上傳圖片',
    uploadHint: 'PNG、JPEG、WebP 或 GIF，最大 5 MB。',
    uploading: '正在上傳圖片…',
    uploaded: '圖片已上傳。儲存後生效。',
    network: '無法傳送圖片。請檢查網路後再試一次。',
    photo: (n) => `照片 ${n}`,
    moveUp: (n) => `將照片 ${n} 上移`,
    moveDown: (n) => `將照片 ${n} 下移`,
    uploadPhoto: '上傳照片',
  },
  ko: {
    upload: '이미지 업로드',
    uploadHint: 'PNG, JPEG, WebP, GIF 형식, 최대 5MB.',
    uploading: '이미지를 업로드하는 중…',
    uploaded: '이미지를 업로드했습니다. 저장하면 반영됩니다.',
    network: '이미지를 보낼 수 없습니다. 네트워크를 확인한 뒤 다시 시도해 주세요.',
    photo: (n) => `사진 ${n}`,
    moveUp: (n) => `사진 ${n}을(를) 위로 이동`,
    moveDown: (n) => `사진 ${n}을(를) 아래로 이동`,
    uploadPhoto: '사진 업로드',
  },
};
