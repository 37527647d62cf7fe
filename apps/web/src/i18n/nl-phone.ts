/**
 * The interface texts of the phone on a building site (issue 25, item 2): part of the text catalogue beside nl.ts.
 */
export const nlPhone = {
  upload: {
    /** The drop zone where dragging makes no sense (a finger, pointer: coarse): it only picks files. */
    pickTitle: 'Tik om bestanden te kiezen',
    /** Opens the camera (capture="environment"); the photo joins the selection as a picked file does. */
    takePhoto: 'Foto maken',
    /**
     * A camera photo's name in the dossier: phones call every photo alike ('image.jpg'), and a name that exists in
     * the dossier would make the photo a new version of the previous one (issue 25, item 4).
     */
    photoName: (stamp: string, extension: string) => `Foto ${stamp}${extension}`,
  },
} as const;
