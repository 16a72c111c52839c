import { pictureLoading } from '@/components/shell/pictureLoading';
import { photoCounter } from '@/lib/format/photoCounter';

/**
 * A photo set's pictures, each with its caption from pic_list_title: drawn on the server inside the PhotoSet
 * island, which only swipes and counts, so the page's script carries neither the slides nor the picture list.
 */
export function PhotoSlides({
  pictures,
  counterTemplate,
}: {
  pictures: { src: string; caption: string }[];
  counterTemplate: string;
}) {
  return pictures.map((picture, i) => (
    <li
      key={`${picture.src}-${i}`}
      data-index={i}
      aria-label={photoCounter(counterTemplate, i, pictures.length)}
    >
      <figure>
        {/* The caption under it names the figure: an alt repeating it would be read twice. */}
        <img src={picture.src} alt="" width={750} height={500} {...pictureLoading(i === 0)} />
        {picture.caption && <figcaption>{picture.caption}</figcaption>}
      </figure>
    </li>
  ));
}
