import { LazyPhotoSet } from '@/components/article/lazyMedia.island';
import { PhotoSlides } from '@/components/article/PhotoSlides';

/** The photo viewer's labels: its name, the counter template, the buttons and the track. */
export interface PhotoLabels {
  label: string;
  counterTemplate: string;
  previous: string;
  next: string;
  track: string;
}

/** A member's or an editor's pictures without captions in the photo viewer photo-set articles use. */
export function PhotoGallery({ pictures, photos }: { pictures: string[]; photos: PhotoLabels }) {
  if (pictures.length === 0) return null;
  return (
    <LazyPhotoSet
      count={pictures.length}
      counterTemplate={photos.counterTemplate}
      previousLabel={photos.previous}
      nextLabel={photos.next}
      label={photos.label}
      trackLabel={photos.track}
    >
      <PhotoSlides
        pictures={pictures.map((src) => ({ src, caption: '' }))}
        counterTemplate={photos.counterTemplate}
      />
    </LazyPhotoSet>
  );
}
