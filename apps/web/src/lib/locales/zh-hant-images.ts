import type { TextsShape } from './texts-shape';

/** Traditional Chinese texts of the picture upload list (products, banners, albums), loaded with it. */
export const zhHantImages = {
  images: {
    add: '新增圖片',
    hint: 'JPEG、PNG、WebP、AVIF 或 GIF，每張 {{maxMb}} MB 以內，最多 {{max}} 張。第一張為封面。',
    list: '已選擇的圖片',
    picture: '第 {{position}} 張圖片',
    cover: '封面',
    makeCover: '設為封面',
    makeCoverOf: '將第 {{position}} 張設為封面',
    moveEarlier: '第 {{position}} 張往前移',
    moveLater: '第 {{position}} 張往後移',
    remove: '移除',
    removeOf: '移除第 {{position}} 張',
    removeFailed: '移除 {{name}}',
    removeConfirm: '要移除這張圖片嗎？儲存後才會生效。',
    removeOk: '移除',
    cancel: '取消',
    cancelUpload: '取消上傳 {{name}}',
    progressOf: '{{name}} 的上傳進度',
    uploading: '{{name}} 上傳中，{{percent}}%',
    processing: '{{name}} 處理中…',
    failed: '{{name}} 無法上傳：{{reason}}',
    typeNotAllowed: '僅接受 JPEG、PNG、WebP、AVIF 或 GIF 圖片。',
    tooLarge: '檔案超過 {{maxMb}} MB。',
    tooMany: '最多 {{max}} 張圖片。',
    empty: '尚未加入圖片。',
  },
} as const;

/** The shape the English picture texts must have. */
export type ImagesTexts = TextsShape<typeof zhHantImages>;
