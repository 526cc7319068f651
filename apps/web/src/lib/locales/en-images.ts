import type { ImagesTexts } from './zh-hant-images';

/** English texts of the picture upload list (products, banners, albums), loaded with it. */
export const enImages: ImagesTexts = {
  images: {
    add: 'Add pictures',
    hint: 'JPEG, PNG, WebP, AVIF or GIF, at most {{maxMb}} MB each and {{max}} in all. The first one is the cover.',
    list: 'Chosen pictures',
    picture: 'Picture {{position}}',
    cover: 'Cover',
    makeCover: 'Make cover',
    makeCoverOf: 'Make picture {{position}} the cover',
    moveEarlier: 'Move picture {{position}} earlier',
    moveLater: 'Move picture {{position}} later',
    remove: 'Remove',
    removeOf: 'Remove picture {{position}}',
    removeFailed: 'Remove {{name}}',
    removeConfirm: 'Remove this picture? It takes effect when you save.',
    removeOk: 'Remove',
    cancel: 'Cancel',
    cancelUpload: 'Cancel uploading {{name}}',
    progressOf: 'Upload of {{name}}',
    uploading: 'Uploading {{name}}, {{percent}}%',
    processing: 'Processing {{name}}…',
    failed: '{{name}} was not uploaded: {{reason}}',
    typeNotAllowed: 'Only JPEG, PNG, WebP, AVIF or GIF pictures are accepted.',
    tooLarge: 'The file is over {{maxMb}} MB.',
    tooMany: 'At most {{max}} pictures.',
    empty: 'No pictures yet.',
  },
};
