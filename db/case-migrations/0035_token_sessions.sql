-- A personal API token's session row names its token (issue 33 item 3, decision 103): such a row is
-- the owner's own scripts, not a second reader, so it is left out of the plan's seat count and a
-- "Log out the other device" never ends it. Sign-ins (browser or API) keep it null.
ALTER TABLE `sessions` ADD `api_token_id` integer;
