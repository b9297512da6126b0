import { BED_TYPES, type BedType } from '@yadori/contract/search.constants';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { CheckboxField, Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import type { ApiFailure } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { ModalDialog } from '../parts/modal-dialog.tsx';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { FilterChoices } from './filter-choices.tsx';
import {
  intOrNull,
  namedTranslations,
  type TranslationDrafts,
  translationDrafts,
  useSubmit,
} from './form-state.ts';
import { useJustCreated } from './hotel-screens.tsx';
import { ImageUpload } from './image-upload.tsx';
import { MEDIA_TEXTS } from './media.texts.ts';
import {
  propertyApi,
  type StaffHotel,
  type StaffRoomType,
  type StaffRoomTypeCreateBody,
} from './property-api.ts';
import { ROOM_TYPES_TEXTS } from './room-types.texts.ts';
import { SetupPage, setupPath } from './setup-frame.tsx';
import { TranslationsFields } from './translations-fields.tsx';

const roomTypePath = (hotelId: number, id?: number | 'new') =>
  `${setupPath(hotelId, '/room-types')}${id === undefined ? '' : `/${id}`}`;

/** `/hotels/:hotelId/setup/room-types`: the hotel's room types, to open, add or delete. */
export function RoomTypesScreen() {
  const t = useTexts(ROOM_TYPES_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const list = useResource(`room-types:${hotelId}`, () => propertyApi.roomTypes(hotelId));
  const [deleting, setDeleting] = useState<StaffRoomType | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiFailure>();
  const remove = useSubmit(
    () => propertyApi.deleteRoomType(hotelId, deleting!.id),
    (result) => {
      setDone(result.outcome === 'deleted' ? t.deleted(deleting!.name) : t.deactivated(deleting!.name));
      setDeleting(null);
      list.reload();
    },
  );
  return (
    <SetupPage
      hotelId={hotelId}
      title={t.title}
      actions={
        <Link className="button" href={roomTypePath(hotelId, 'new')}>
          {t.add}
        </Link>
      }
    >
      <StatusNotice message={done} />
      <ErrorNotice error={list.error ?? refusal} onRetry={list.error ? list.reload : undefined} />
      {list.data ? (
        list.data.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">{t.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.code}</th>
                  <th scope="col" className="number">
                    {t.capacity}
                  </th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((room) => (
                  <tr key={room.id}>
                    <th scope="row">
                      <Link href={roomTypePath(hotelId, room.id)}>{room.name}</Link>
                    </th>
                    <td>{room.code}</td>
                    <td className="number">{room.capacity}</td>
                    <td>
                      <span className={room.active ? 'badge badge-ok' : 'badge'}>
                        {room.active ? t.active : t.inactive}
                      </span>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button-secondary"
                        onClick={() => {
                          setDone(null);
                          setRefusal(undefined);
                          setDeleting(room);
                        }}
                      >
                        {t.delete}
                        <span className="visually-hidden">{`: ${room.name}`}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : list.loading ? (
        <Loading />
      ) : null}
      <ModalDialog
        open={deleting !== null}
        title={deleting ? t.deleteTitle(deleting.name) : ''}
        returnFocus={remove.failure ? 'opener' : 'heading'}
        onDismiss={() => {
          if (remove.failure) setRefusal(remove.failure);
          setDeleting(null);
        }}
      >
        <p>{t.deleteBody}</p>
        <ErrorNotice error={remove.failure} />
        <div className="dialog-actions">
          <button
            type="button"
            className="button-danger"
            disabled={remove.busy}
            onClick={() => remove.submit()}
          >
            {t.deleteConfirm}
          </button>
          {/* biome-ignore lint/a11y/noAutofocus: a dialog that deletes opens on its harmless choice. */}
          <button type="button" className="button-secondary" autoFocus onClick={() => setDeleting(null)}>
            {t.keep}
          </button>
        </div>
      </ModalDialog>
    </SetupPage>
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
  const room = id === null ? undefined : list.data?.find((r) => r.id === id);
  const missing = id !== null && list.data !== undefined && room === undefined;
  return (
    <SetupPage hotelId={hotelId} title={room ? room.name : id === null ? t.newTitle : t.title}>
      <p>
        <Link href={roomTypePath(hotelId)}>{t.backToList}</Link>
      </p>
      <ErrorNotice error={hotel.error ?? list.error} />
      {missing ? <p>{t.notFound}</p> : null}
      {hotel.data && (id === null || room) ? (
        <RoomTypeForm key={room?.id ?? 'new'} hotelId={hotelId} hotel={hotel.data} room={room} />
      ) : hotel.loading || list.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
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
  const forms = useTexts(FORMS_TEXTS);
  const media = useTexts(MEDIA_TEXTS);
  const [, navigate] = useLocation();
  const created = useJustCreated();
  const [draft, setDraft] = useState(() => draftOf(room));
  const set = (change: Partial<RoomDraft>) => setDraft((d) => ({ ...d, ...change }));
  const form = useSubmit(
    () =>
      room
        ? propertyApi.updateRoomType(hotelId, room.id, bodyOf(draft))
        : propertyApi.createRoomType(hotelId, bodyOf(draft)),
    (saved) => {
      if (room) form.setMessage(forms.saved);
      else navigate(`${roomTypePath(hotelId, saved.id)}?created=1`);
    },
  );
  const errors = fieldErrors(form.failure);
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
      <StatusNotice message={form.message ?? (created ? t.created : null)} />
      <RequiredNote />
      <ErrorNotice error={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <div className="form-row">
          <Field label={t.code} required hint={t.codeHint} error={errors('code')}>
            {(c) => (
              <input
                {...c}
                maxLength={64}
                value={draft.code}
                onChange={(e) => set({ code: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.name} required error={errors('name')}>
            {(c) => (
              <input
                {...c}
                maxLength={200}
                value={draft.name}
                onChange={(e) => set({ name: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
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
          <Field label={t.capacity} required hint={t.capacityHint} error={errors('capacity')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={1}
                max={99}
                value={draft.capacity}
                onChange={(e) => set({ capacity: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.minGuests} required error={errors('min_guests')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={1}
                max={99}
                value={draft.minGuests}
                onChange={(e) => set({ minGuests: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.size} error={errors('size_square_meters')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={1}
                value={draft.size}
                onChange={(e) => set({ size: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.sortOrder} hint={t.sortOrderHint} error={errors('sort_order')}>
            {(c) => (
              <input
                {...c}
                type="number"
                step={1}
                value={draft.sortOrder}
                onChange={(e) => set({ sortOrder: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <fieldset>
          <legend>{t.beds}</legend>
          {errors('beds', true) ? <p className="field-error">{errors('beds', true)!.join(' ')}</p> : null}
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
              <Field label={t.bedCount(index + 1)}>
                {(c) => (
                  <input
                    {...c}
                    type="number"
                    min={1}
                    max={20}
                    value={bed.count}
                    onChange={(e) => setBed(index, { count: e.currentTarget.value })}
                  />
                )}
              </Field>
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
          {errors('images', true) ? <p className="field-error">{errors('images', true)!.join(' ')}</p> : null}
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
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : room ? forms.save : t.create}
        </button>
      </form>
    </>
  );
}
