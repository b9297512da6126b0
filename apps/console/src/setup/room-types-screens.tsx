import { BED_TYPES, type BedType } from '@yadori/contract/search.constants';
import { useParams } from 'wouter';
import { CheckboxField, Field } from '../forms/field.tsx';
import { useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { FilterChoices } from './filter-choices.tsx';
import { intOrNull, namedTranslations, type TranslationDrafts, translationDrafts } from './form-state.ts';
import { ImageUpload } from './image-upload.tsx';
import { MEDIA_TEXTS } from './media.texts.ts';
import {
  propertyApi,
  type StaffHotel,
  type StaffRoomType,
  type StaffRoomTypeCreateBody,
} from './property-api.ts';
import { ROOM_TYPES_TEXTS } from './room-types.texts.ts';
import {
  CodeNameFields,
  ListFieldError,
  NumberField,
  SaveButton,
  SetupFormNotices,
} from './setup-form-parts.tsx';
import { findItem, SetupItemPage, SetupList, setupItemPath } from './setup-list.tsx';
import { TranslationsFields } from './translations-fields.tsx';
import { useSetupForm } from './use-setup-form.ts';

const roomTypePath = (hotelId: number, id?: number | 'new') => setupItemPath(hotelId, '/room-types', id);

/** `/hotels/:hotelId/setup/room-types`: the hotel's room types, to open, add or delete. */
export function RoomTypesScreen() {
  const t = useTexts(ROOM_TYPES_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const list = useResource(`room-types:${hotelId}`, () => propertyApi.roomTypes(hotelId));
  return (
    <SetupList
      hotelId={hotelId}
      texts={t}
      addHref={roomTypePath(hotelId, 'new')}
      list={list}
      itemHref={(room) => roomTypePath(hotelId, room.id)}
      head={
        <>
          <th scope="col">{t.code}</th>
          <th scope="col" className="number">
            {t.capacity}
          </th>
          <th scope="col">{t.status}</th>
        </>
      }
      cells={(room, deleteButton) => (
        <>
          <td>{room.code}</td>
          <td className="number">{room.capacity}</td>
          <td>
            <span className={room.active ? 'badge badge-ok' : 'badge'}>
              {room.active ? t.active : t.inactive}
            </span>
          </td>
          <td>{deleteButton}</td>
        </>
      )}
      remove={{
        texts: t,
        action: (room) => propertyApi.deleteRoomType(hotelId, room.id),
        done: (room, result) =>
          result.outcome === 'deleted' ? t.deleted(room.name) : t.deactivated(room.name),
      }}
    />
  );
}

interface RoomDraft {
  code: string;
  name: string;
  description: string;
  translations: TranslationDrafts;
  capacity: string;
  minGuests: string;
  size: string;
  beds: { bed_type: BedType; count: string }[];
  images: StaffRoomType['images'];
  filterIds: number[];
  sortOrder: string;
  active: boolean;
}

const draftOf = (room: StaffRoomType | undefined): RoomDraft => ({
  code: room?.code ?? '',
  name: room?.name ?? '',
  description: room?.description ?? '',
  translations: translationDrafts(room?.translations),
  capacity: String(room?.capacity ?? 2),
  minGuests: String(room?.min_guests ?? 1),
  size: room?.size_square_meters ? String(room.size_square_meters) : '',
  beds: (room?.beds ?? []).map((bed) => ({ bed_type: bed.bed_type, count: String(bed.count) })),
  images: room?.images ?? [],
  filterIds: room?.filter_ids ?? [],
  sortOrder: String(room?.sort_order ?? 0),
  active: room?.active ?? true,
});

const bodyOf = (draft: RoomDraft): StaffRoomTypeCreateBody => ({
  code: draft.code.trim(),
  name: draft.name.trim(),
  description: draft.description,
  translations: namedTranslations(draft.translations),
  capacity: Number(draft.capacity),
  min_guests: Number(draft.minGuests),
  beds: draft.beds.map((bed) => ({ bed_type: bed.bed_type, count: Number(bed.count) })),
  size_square_meters: intOrNull(draft.size),
  images: draft.images.filter((image) => image.url.trim() !== ''),
  filter_ids: draft.filterIds,
  sort_order: Number(draft.sortOrder || 0),
  active: draft.active,
});

/** `/hotels/:hotelId/setup/room-types/new` and `…/:roomTypeId`: one room type's form. */
export function RoomTypeScreen() {
  const t = useTexts(ROOM_TYPES_TEXTS);
  const params = useParams<{ hotelId: string; roomTypeId?: string }>();
  const hotelId = Number(params.hotelId);
  const id = params.roomTypeId === undefined ? null : Number(params.roomTypeId);
  const hotel = useResource(`hotel:${hotelId}`, () => propertyApi.hotel(hotelId));
  const list = useResource(id === null ? null : `room-types:${hotelId}`, () =>
    propertyApi.roomTypes(hotelId),
  );
  const { item: room, missing } = findItem(list.data, id);
  return (
    <SetupItemPage
      hotelId={hotelId}
      title={room ? room.name : id === null ? t.newTitle : t.title}
      backHref={roomTypePath(hotelId)}
      backLabel={t.backToList}
      error={hotel.error ?? list.error}
      missing={missing}
      notFound={t.notFound}
      loading={hotel.loading || list.loading}
    >
      {hotel.data && (id === null || room) ? (
        <RoomTypeForm key={room?.id ?? 'new'} hotelId={hotelId} hotel={hotel.data} room={room} />
      ) : null}
    </SetupItemPage>
  );
}

function RoomTypeForm({
  hotelId,
  hotel,
  room,
}: {
  hotelId: number;
  hotel: StaffHotel;
  room: StaffRoomType | undefined;
}) {
  const t = useTexts(ROOM_TYPES_TEXTS);
  const media = useTexts(MEDIA_TEXTS);
  const { draft, setDraft, set, form, errors, created } = useSetupForm({
    stored: room !== undefined,
    initial: () => draftOf(room),
    save: (d: RoomDraft) =>
      room
        ? propertyApi.updateRoomType(hotelId, room.id, bodyOf(d))
        : propertyApi.createRoomType(hotelId, bodyOf(d)),
    savedPath: (id) => roomTypePath(hotelId, id),
  });
  const setBed = (index: number, change: Partial<RoomDraft['beds'][number]>) =>
    set({ beds: draft.beds.map((bed, i) => (i === index ? { ...bed, ...change } : bed)) });
  // Photos are shown in this order; a move swaps a photo with its neighbour.
  const moveImage = (index: number, step: -1 | 1) =>
    setDraft((d) => {
      const images = [...d.images];
      const [moved] = images.splice(index, 1);
      images.splice(index + step, 0, moved!);
      return { ...d, images };
    });
  const setImage = (index: number, change: { url?: string; alt?: string }) =>
    set({
      images: draft.images.map((image, i) => {
        if (i !== index) return image;
        const translations =
          change.alt === undefined
            ? image.translations
            : [
                ...image.translations.filter((tr) => tr.locale !== hotel.locale),
                ...(change.alt.trim() ? [{ locale: hotel.locale, name: change.alt }] : []),
              ];
        return { url: change.url ?? image.url, translations };
      }),
    });
  return (
    <>
      <SetupFormNotices message={form.message ?? (created ? t.created : null)} failure={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <CodeNameFields texts={t} code={draft.code} name={draft.name} onChange={set} errors={errors} />
        <Field label={t.description} error={errors('description')}>
          {(c) => (
            <textarea
              {...c}
              rows={3}
              value={draft.description}
              onChange={(e) => set({ description: e.currentTarget.value })}
            />
          )}
        </Field>
        <TranslationsFields
          value={draft.translations}
          onChange={(translations) => set({ translations })}
          withDescription
          errors={errors('translations', true)}
        />
        <div className="form-row">
          <NumberField
            label={t.capacity}
            required
            hint={t.capacityHint}
            error={errors('capacity')}
            min={1}
            max={99}
            value={draft.capacity}
            onChange={(capacity) => set({ capacity })}
          />
          <NumberField
            label={t.minGuests}
            required
            error={errors('min_guests')}
            min={1}
            max={99}
            value={draft.minGuests}
            onChange={(minGuests) => set({ minGuests })}
          />
          <NumberField
            label={t.size}
            error={errors('size_square_meters')}
            min={1}
            value={draft.size}
            onChange={(size) => set({ size })}
          />
          <NumberField
            label={t.sortOrder}
            hint={t.sortOrderHint}
            error={errors('sort_order')}
            step={1}
            value={draft.sortOrder}
            onChange={(sortOrder) => set({ sortOrder })}
          />
        </div>
        <fieldset>
          <legend>{t.beds}</legend>
          <ListFieldError messages={errors('beds', true)} />
          {draft.beds.map((bed, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: beds have no identity but their place in the list.
            <div className="form-row" key={index}>
              <Field label={t.bedType(index + 1)}>
                {(c) => (
                  <select
                    {...c}
                    value={bed.bed_type}
                    onChange={(e) => setBed(index, { bed_type: e.currentTarget.value as BedType })}
                  >
                    {BED_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t.bedTypes[type]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <NumberField
                label={t.bedCount(index + 1)}
                error={undefined}
                min={1}
                max={20}
                value={bed.count}
                onChange={(value) => setBed(index, { count: value })}
              />
              <div className="field">
                <button
                  type="button"
                  className="button-secondary"
                  onClick={() => set({ beds: draft.beds.filter((_, i) => i !== index) })}
                >
                  {t.removeBed(index + 1)}
                </button>
              </div>
            </div>
          ))}
          <button
            type="button"
            className="button-secondary"
            onClick={() => set({ beds: [...draft.beds, { bed_type: 'double', count: '1' }] })}
          >
            {t.addBed}
          </button>
        </fieldset>
        <fieldset>
          <legend>{t.images}</legend>
          <p className="muted">{t.imagesHint}</p>
          <ListFieldError messages={errors('images', true)} />
          {draft.images.map((image, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: images are kept in the order they are listed.
            <div className="form-row room-photo" key={index}>
              {image.url.trim() ? (
                <img className="room-photo-thumb" src={image.url} alt={media.photo(index + 1)} />
              ) : null}
              <Field label={t.imageUrl(index + 1)}>
                {(c) => (
                  <input
                    {...c}
                    type="url"
                    value={image.url}
                    onChange={(e) => setImage(index, { url: e.currentTarget.value })}
                  />
                )}
              </Field>
              <Field label={t.imageAlt(index + 1)}>
                {(c) => (
                  <input
                    {...c}
                    value={image.translations.find((tr) => tr.locale === hotel.locale)?.name ?? ''}
                    onChange={(e) => setImage(index, { alt: e.currentTarget.value })}
                  />
                )}
              </Field>
              <div className="field button-row">
                <button
                  type="button"
                  className="button-secondary"
                  disabled={index === 0}
                  onClick={() => moveImage(index, -1)}
                >
                  {media.moveUp(index + 1)}
                </button>
                <button
                  type="button"
                  className="button-secondary"
                  disabled={index === draft.images.length - 1}
                  onClick={() => moveImage(index, 1)}
                >
                  {media.moveDown(index + 1)}
                </button>
                <button
                  type="button"
                  className="button-secondary"
                  onClick={() => set({ images: draft.images.filter((_, i) => i !== index) })}
                >
                  {t.removeImage(index + 1)}
                </button>
              </div>
            </div>
          ))}
          <ImageUpload
            hotelId={hotelId}
            label={media.uploadPhoto}
            onUploaded={(uploaded) =>
              setDraft((d) => ({ ...d, images: [...d.images, { url: uploaded.url, translations: [] }] }))
            }
          />
          <button
            type="button"
            className="button-secondary"
            onClick={() => set({ images: [...draft.images, { url: '', translations: [] }] })}
          >
            {t.addImage}
          </button>
        </fieldset>
        <FilterChoices
          filters={hotel.settings.room_search_filters}
          chosen={draft.filterIds}
          onChange={(filterIds) => set({ filterIds })}
          errors={errors('filter_ids', true)}
        />
        <CheckboxField
          label={t.activeField}
          checked={draft.active}
          onChange={(active) => set({ active })}
          error={errors('active')}
        />
        <SaveButton busy={form.busy} stored={room !== undefined} createLabel={t.create} />
      </form>
    </>
  );
}
