import { nlPhone } from '../../i18n/nl-phone.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '2026-12-02 14.05.09': the moment in the phone's own time, sortable, with no ':' (refused in Windows names). */
function stampOf(moment: Date): string {
  const date = `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;
  const time = `${twoDigits(moment.getHours())}.${twoDigits(moment.getMinutes())}.${twoDigits(moment.getSeconds())}`;
  return `${date} ${time}`;
}

/** The extension the photo came with ('.jpg', '.heic'); the upload's checks judge it as for any picked file. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

/**
 * A photo from the camera under a name of its own ('Foto 2026-12-02 14.05.09.jpg', taken at `takenAt`), the same
 * bytes and type: every phone names its photos alike, and an equal name would file it as a version of the last one.
 */
export function namedPhoto(photo: File, takenAt: Date): File {
  const name = nlPhone.upload.photoName(stampOf(takenAt), extensionOf(photo.name));
  return new File([photo], name, { type: photo.type, lastModified: photo.lastModified });
}
