-- Hotels stored before the guest field requirements existed ask what the widget asked by default:
-- the address optionally, no personal details (contract DEFAULT_GUEST_FIELD_REQUIREMENTS).
UPDATE "hotels" SET "settings" = jsonb_set("settings", '{guest_field_requirements}', '{"gender":"do_not_ask","date_of_birth":"do_not_ask","nationality":"do_not_ask","occupation":"do_not_ask","address":"optional"}'::jsonb) WHERE "settings" -> 'guest_field_requirements' IS NULL;
