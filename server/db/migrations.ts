/**
 * Schema migrations, applied in order; PRAGMA user_version records how many ran.
 * Add a new entry to change the schema; never edit one that has shipped.
 * Money columns are integer cents (`*_cents`); times are unix seconds.
 */
import { DOTA_SLOTS_SQL } from './catalogue'

export const migrations: string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    phone TEXT UNIQUE,
    password_hash TEXT,
    nickname TEXT NOT NULL,
    avatar TEXT NOT NULL DEFAULT '',
    steam_id TEXT UNIQUE,
    trade_url TEXT,
    wx_openid TEXT UNIQUE,
    pay_password_hash TEXT,
    pay_password_enabled INTEGER NOT NULL DEFAULT 1,
    balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
    frozen_cents INTEGER NOT NULL DEFAULT 0 CHECK (frozen_cents >= 0),
    health_checked INTEGER NOT NULL DEFAULT 0,
    is_seller INTEGER NOT NULL DEFAULT 0,
    deliver_rate_bp INTEGER NOT NULL DEFAULT 10000,
    avg_deliver_minutes INTEGER NOT NULL DEFAULT 5,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE sessions (
    jti TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );

  CREATE TABLE sms_codes (
    id INTEGER PRIMARY KEY,
    phone TEXT NOT NULL,
    scene TEXT NOT NULL,
    code TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    attempts INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at);

  CREATE TABLE agreements (
    user_id INTEGER NOT NULL, kind TEXT NOT NULL, version TEXT NOT NULL, agreed_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, kind)
  );

  CREATE TABLE games (appid INTEGER PRIMARY KEY, zh_name TEXT NOT NULL, en_name TEXT NOT NULL, icon TEXT NOT NULL, sort INTEGER NOT NULL);

  CREATE TABLE items (
    id INTEGER PRIMARY KEY,
    appid INTEGER NOT NULL REFERENCES games(appid),
    name TEXT NOT NULL,
    market_hash_name TEXT NOT NULL UNIQUE,
    category TEXT NOT NULL,
    rarity TEXT NOT NULL,
    rarity_color TEXT NOT NULL,
    quality TEXT NOT NULL,
    exterior TEXT,
    ref_price_cents INTEGER NOT NULL,
    popularity INTEGER NOT NULL,
    description TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX items_appid ON items (appid, popularity);

  CREATE TABLE listings (
    id INTEGER PRIMARY KEY,
    item_id INTEGER NOT NULL REFERENCES items(id),
    seller_id INTEGER NOT NULL REFERENCES users(id),
    price_cents INTEGER NOT NULL CHECK (price_cents > 0),
    wear TEXT,
    rentable INTEGER NOT NULL DEFAULT 0,
    rent_daily_cents INTEGER,
    rent_deposit_cents INTEGER,
    status TEXT NOT NULL DEFAULT 'on_sale',
    created_at INTEGER NOT NULL
  );
  CREATE INDEX listings_item ON listings (item_id, status, price_cents);
  CREATE INDEX listings_seller ON listings (seller_id, status);

  CREATE TABLE sales (id INTEGER PRIMARY KEY, item_id INTEGER NOT NULL, price_cents INTEGER NOT NULL, wear TEXT, sold_at INTEGER NOT NULL);
  CREATE INDEX sales_item ON sales (item_id, sold_at);

  CREATE TABLE coupon_templates (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, discount_cents INTEGER NOT NULL, min_amount_cents INTEGER NOT NULL,
    appid INTEGER, valid_days INTEGER NOT NULL, total INTEGER NOT NULL, claimed INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE coupons (
    id INTEGER PRIMARY KEY,
    template_id INTEGER NOT NULL REFERENCES coupon_templates(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    status TEXT NOT NULL DEFAULT 'unused',
    expires_at INTEGER NOT NULL,
    used_order_id INTEGER,
    created_at INTEGER NOT NULL,
    UNIQUE (template_id, user_id)
  );

  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    order_no TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    status TEXT NOT NULL,
    buyer_id INTEGER NOT NULL REFERENCES users(id),
    seller_id INTEGER NOT NULL REFERENCES users(id),
    listing_id INTEGER NOT NULL REFERENCES listings(id),
    item_id INTEGER NOT NULL REFERENCES items(id),
    price_cents INTEGER NOT NULL,
    fee_cents INTEGER NOT NULL,
    coupon_id INTEGER,
    coupon_discount_cents INTEGER NOT NULL DEFAULT 0,
    pay_amount_cents INTEGER NOT NULL,
    rent_days INTEGER,
    rent_deposit_cents INTEGER,
    rent_returned_at INTEGER,
    pay_channel TEXT,
    created_at INTEGER NOT NULL,
    paid_at INTEGER,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX orders_buyer ON orders (buyer_id, id);
  CREATE INDEX orders_open ON orders (status, expires_at);
  -- at most one live order per listing: the database itself refuses a second one
  CREATE UNIQUE INDEX orders_live_listing ON orders (listing_id) WHERE status IN ('created', 'paid', 'offer_sent');

  CREATE TABLE order_events (order_id INTEGER NOT NULL, status TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX order_events_order ON order_events (order_id);

  CREATE TABLE offers (
    id INTEGER PRIMARY KEY, offer_no TEXT NOT NULL UNIQUE, order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id),
    buyer_id INTEGER NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
  );
  CREATE INDEX offers_buyer ON offers (buyer_id, id);

  CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    pay_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    purpose TEXT NOT NULL,
    order_id INTEGER,
    channel TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    fee_cents INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    fail_reason TEXT,
    idem_key TEXT,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, idem_key)
  );

  CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    frozen_change_cents INTEGER NOT NULL DEFAULT 0,
    balance_after_cents INTEGER NOT NULL,
    frozen_after_cents INTEGER NOT NULL,
    ref TEXT,
    memo TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX ledger_user ON ledger (user_id, id);

  CREATE TABLE buy_orders (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), item_id INTEGER NOT NULL REFERENCES items(id),
    price_cents INTEGER NOT NULL, quantity INTEGER NOT NULL, frozen_cents INTEGER NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE INDEX buy_orders_user ON buy_orders (user_id, id);

  CREATE TABLE messages (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, read_at INTEGER,
      created_at INTEGER NOT NULL);
  CREATE INDEX messages_user ON messages (user_id, id);

  CREATE TABLE ticket_types (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
  CREATE TABLE tickets (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, type_id INTEGER NOT NULL, content TEXT NOT NULL, contact TEXT, status TEXT NOT NULL,
      created_at INTEGER NOT NULL);

  CREATE TABLE articles (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, content TEXT NOT NULL,
      version TEXT NOT NULL, updated_at INTEGER NOT NULL);
  CREATE TABLE short_urls (code TEXT PRIMARY KEY, url TEXT NOT NULL);
  CREATE TABLE app_versions (platform TEXT PRIMARY KEY, version_code INTEGER NOT NULL, version_name TEXT NOT NULL, notes TEXT NOT NULL,
      force_update INTEGER NOT NULL, url TEXT NOT NULL);
  CREATE TABLE hot_words (word TEXT PRIMARY KEY, appid INTEGER NOT NULL, weight INTEGER NOT NULL);

  CREATE TABLE cdk_products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price_cents INTEGER NOT NULL, stock INTEGER NOT NULL CHECK (stock >= 0));
  CREATE TABLE cdk_codes (id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, user_id INTEGER NOT NULL, code TEXT NOT NULL, pay_cents INTEGER NOT NULL,
      idem_key TEXT, created_at INTEGER NOT NULL, UNIQUE (user_id, idem_key));
  `,
  // 2: the shop list reads each item's lowest on-sale price and count from the item row
  // (kept right by triggers on listings) instead of grouping all listings per request.
  `
  ALTER TABLE items ADD COLUMN min_price_cents INTEGER;
  ALTER TABLE items ADD COLUMN on_sale_count INTEGER NOT NULL DEFAULT 0;
  UPDATE items SET
    min_price_cents = (SELECT MIN(price_cents) FROM listings WHERE item_id = items.id AND status = 'on_sale'),
    on_sale_count = (SELECT COUNT(*) FROM listings WHERE item_id = items.id AND status = 'on_sale');
  CREATE TRIGGER listings_after_insert AFTER INSERT ON listings BEGIN
    UPDATE items SET
      min_price_cents = (SELECT MIN(price_cents) FROM listings WHERE item_id = NEW.item_id AND status = 'on_sale'),
      on_sale_count = (SELECT COUNT(*) FROM listings WHERE item_id = NEW.item_id AND status = 'on_sale')
    WHERE id = NEW.item_id;
  END;
  CREATE TRIGGER listings_after_update AFTER UPDATE OF status, price_cents, item_id ON listings BEGIN
    UPDATE items SET
      min_price_cents = (SELECT MIN(price_cents) FROM listings WHERE item_id = items.id AND status = 'on_sale'),
      on_sale_count = (SELECT COUNT(*) FROM listings WHERE item_id = items.id AND status = 'on_sale')
    WHERE id IN (NEW.item_id, OLD.item_id);
  END;
  CREATE TRIGGER listings_after_delete AFTER DELETE ON listings BEGIN
    UPDATE items SET
      min_price_cents = (SELECT MIN(price_cents) FROM listings WHERE item_id = OLD.item_id AND status = 'on_sale'),
      on_sale_count = (SELECT COUNT(*) FROM listings WHERE item_id = OLD.item_id AND status = 'on_sale')
    WHERE id = OLD.item_id;
  END;
  CREATE INDEX items_shop_price ON items (appid, on_sale_count, min_price_cents);
  CREATE INDEX items_shop_popular ON items (appid, popularity);
  `,
  // 3: one partial index per shop sort, so a page reads 20 rows in order instead of sorting every item on sale
  `
  DROP INDEX items_shop_popular;
  DROP INDEX items_shop_price;
  CREATE INDEX items_shop_by_popularity ON items (appid, popularity DESC, id) WHERE on_sale_count > 0;
  CREATE INDEX items_shop_by_price ON items (appid, min_price_cents, id) WHERE on_sale_count > 0;
  CREATE INDEX items_shop_by_newest ON items (appid, created_at DESC, id DESC) WHERE on_sale_count > 0;
  `,
  // 4: OAuth grants to partner apps (revoked rows stay, so a second revoke can say so) and privacy
  // switches. A user without a privacy row has the defaults; the row is written on the first change.
  `
  CREATE TABLE oauth_grants (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    app_name TEXT NOT NULL,
    icon_text TEXT NOT NULL,
    icon_color TEXT NOT NULL,
    scopes TEXT NOT NULL,
    granted_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX oauth_grants_by_user ON oauth_grants (user_id, granted_at DESC);
  CREATE TABLE privacy_settings (
    user_id INTEGER PRIMARY KEY REFERENCES users (id),
    inventory_public INTEGER NOT NULL DEFAULT 1 CHECK (inventory_public IN (0, 1)),
    personalized INTEGER NOT NULL DEFAULT 1 CHECK (personalized IN (0, 1)),
    trade_history_public INTEGER NOT NULL DEFAULT 0 CHECK (trade_history_public IN (0, 1)),
    updated_at INTEGER NOT NULL
  );
  -- a database seeded before this migration: give its demo user the seed's grants (a fresh one has no users yet; seed.ts adds them)
  INSERT INTO oauth_grants (user_id, app_name, icon_text, icon_color, scopes, granted_at)
    SELECT u.id, g.app_name, g.icon_text, g.icon_color, g.scopes, CAST(strftime('%s', 'now') AS INTEGER) - g.age
    FROM users u, (SELECT '斗鱼直播' AS app_name, '斗' AS icon_text, '#ff7700' AS icon_color, 'profile,inventory' AS scopes, 40 * 86400 AS age
      UNION ALL SELECT '饰品价格助手', '价', '#2f6bd8', 'inventory,trade_history', 12 * 86400
      UNION ALL SELECT 'CS2 开箱模拟器', 'CS', '#3a3f4b', 'profile', 3 * 86400) g
    WHERE u.phone = '13800138000';
  `,
  // 5: a buy order may name a wear (float) range for a skin with wear, kept exactly as integer
  // ten-thousandths (0.0700 → 700); both null when no range was given
  `
  ALTER TABLE buy_orders ADD COLUMN min_wear_e4 INTEGER CHECK (min_wear_e4 IS NULL OR min_wear_e4 BETWEEN 0 AND 10000);
  ALTER TABLE buy_orders ADD COLUMN max_wear_e4 INTEGER CHECK (max_wear_e4 IS NULL OR max_wear_e4 BETWEEN 0 AND 10000);
  `,
  // 6: one idempotency key namespace per user across every operation (recharge, order payment, quick buy, CDK, buy order):
  // what the key was used for (operation + its parameters) and the first answer's reference. Keys used before this
  // migration keep their operation with an empty fingerprint, so any reuse of them answers 4009.
  `
  CREATE TABLE idempotency_keys (
    user_id INTEGER NOT NULL REFERENCES users (id),
    idem_key TEXT NOT NULL,
    operation TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    ref TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, idem_key)
  );
  INSERT OR IGNORE INTO idempotency_keys (user_id, idem_key, operation, fingerprint, ref, created_at)
    SELECT user_id, idem_key, CASE purpose WHEN 'recharge' THEN 'recharge' ELSE 'order_pay' END, '', pay_no, created_at FROM payments
        WHERE idem_key IS NOT NULL;
  INSERT OR IGNORE INTO idempotency_keys (user_id, idem_key, operation, fingerprint, ref, created_at)
    SELECT user_id, idem_key, 'cdk', '', CAST(id AS TEXT), created_at FROM cdk_codes WHERE idem_key IS NOT NULL;
  `,
  // 7: one-time login answers: used Steam OpenID nonces and partner tickets with when they were used,
  // and the partner single sign-on's user id on the account it created or found
  `
  CREATE TABLE used_nonces (kind TEXT NOT NULL, nonce TEXT NOT NULL, used_at INTEGER NOT NULL, PRIMARY KEY (kind, nonce));
  CREATE INDEX used_nonces_used_at ON used_nonces (used_at);
  ALTER TABLE users ADD COLUMN partner_uid TEXT;
  CREATE UNIQUE INDEX users_partner_uid ON users (partner_uid);
  `,
  // 8: selling. Simulated Steam inventories: an account's first sync and each refresh (a read computes the
  // items from the Steam id and these rows, and writes nothing). A listing may carry the inventory asset it sells; one
  // asset is in at most one live or sold listing (the index refuses a second). Listings made by selling into a buy order
  // (origin 'buy_order') never go back on sale: a cancelled order returns the item to the inventory (trigger). Buy orders
  // count the units filled; rent terms carry the longest rental in days.
  `
  CREATE TABLE inventory_syncs (
    steam_id TEXT NOT NULL,
    generation INTEGER NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (steam_id, generation)
  );
  ALTER TABLE listings ADD COLUMN asset_id TEXT;
  ALTER TABLE listings ADD COLUMN origin TEXT NOT NULL DEFAULT 'listing' CHECK (origin IN ('listing', 'buy_order'));
  ALTER TABLE listings ADD COLUMN rent_max_days INTEGER CHECK (rent_max_days IS NULL OR rent_max_days BETWEEN 1 AND 30);
  CREATE UNIQUE INDEX listings_live_asset ON listings (asset_id) WHERE asset_id IS NOT NULL AND status IN ('on_sale', 'locked', 'sold');
  CREATE INDEX listings_asset ON listings (asset_id) WHERE asset_id IS NOT NULL;
  CREATE TRIGGER listings_direct_sale_back_to_inventory AFTER UPDATE OF status ON listings
    WHEN NEW.status = 'on_sale' AND NEW.origin = 'buy_order'
  BEGIN
    UPDATE listings SET status = 'off' WHERE id = NEW.id;
  END;
  ALTER TABLE buy_orders ADD COLUMN filled INTEGER NOT NULL DEFAULT 0 CHECK (filled >= 0);
  CREATE INDEX buy_orders_item_open ON buy_orders (item_id, price_cents DESC, created_at, id) WHERE status = 'open';
  `,
  // 9: sell orders and withdrawal. When the seller sent the offer and the order completed; why a
  // cancelled order was cancelled (deliver_timeout counts against the seller's delivery rate); when the seller's share is
  // released (CS2 trade protection: 7 days after completion) and when it was. Withdrawals keep the account masked only.
  `
  ALTER TABLE orders ADD COLUMN offer_sent_at INTEGER;
  ALTER TABLE orders ADD COLUMN completed_at INTEGER;
  ALTER TABLE orders ADD COLUMN cancel_reason TEXT CHECK (cancel_reason IS NULL OR cancel_reason IN ('buyer', 'declined', 'deliver_timeout', 'seller'));
  ALTER TABLE orders ADD COLUMN proceeds_release_at INTEGER;
  ALTER TABLE orders ADD COLUMN proceeds_released_at INTEGER;
  CREATE INDEX orders_seller ON orders (seller_id, id);
  CREATE INDEX orders_proceeds_due ON orders (proceeds_release_at) WHERE proceeds_release_at IS NOT NULL AND proceeds_released_at IS NULL;
  CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY,
    withdraw_no TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users (id),
    channel TEXT NOT NULL CHECK (channel IN ('bank', 'alipay')),
    account_masked TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0 AND fee_cents < amount_cents),
    status TEXT NOT NULL CHECK (status IN ('success', 'failed')),
    fail_reason TEXT,
    created_at INTEGER NOT NULL,
    finished_at INTEGER NOT NULL
  );
  CREATE INDEX withdrawals_user ON withdrawals (user_id, id);
  `,
  // 10: favourites: the items a user keeps an eye on, newest first in the list
  `
  CREATE TABLE favorites (
    user_id INTEGER NOT NULL REFERENCES users (id),
    item_id INTEGER NOT NULL REFERENCES items (id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, item_id)
  ) WITHOUT ROWID;
  CREATE INDEX favorites_user_time ON favorites (user_id, created_at, item_id);
  `,
  // 11: items that enter or leave a Steam inventory through the shop (server/README.md "Granted and consumed items"):
  // a purchase received, a prize won (draws, play) lands as a granted asset; trade-up inputs and smelted items leave it.
  // One grant per (source, source_ref) and one consumption per asset, so a repeated or concurrent request changes nothing.
  `
  CREATE TABLE granted_assets (
    asset_id TEXT PRIMARY KEY,
    steam_id TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id),
    item_id INTEGER NOT NULL REFERENCES items (id),
    wear TEXT,
    source TEXT NOT NULL,
    source_ref TEXT NOT NULL,
    tradable_at INTEGER,
    created_at INTEGER NOT NULL,
    UNIQUE (source, source_ref)
  );
  CREATE INDEX granted_assets_steam ON granted_assets (steam_id, asset_id);
  CREATE TABLE consumed_assets (
    asset_id TEXT PRIMARY KEY,
    steam_id TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id),
    reason TEXT NOT NULL,
    ref TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX consumed_assets_steam ON consumed_assets (steam_id, asset_id);
  `,
  // 12: provably fair draws, roll rooms, gift boxes and the koi draw (server/README.md "Fair draws, rolls and boxes").
  // A user's active seed pair is the one not yet revealed; every draw keeps the published hash, client seed, nonce and odds it used.
  `
  CREATE TABLE fair_seed_pairs (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    server_seed TEXT NOT NULL,
    server_seed_hash TEXT NOT NULL,
    client_seed TEXT NOT NULL,
    next_nonce INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    revealed_at INTEGER
  );
  CREATE UNIQUE INDEX fair_seed_pairs_active ON fair_seed_pairs (user_id) WHERE revealed_at IS NULL;
  CREATE INDEX fair_seed_pairs_user ON fair_seed_pairs (user_id, id);
  CREATE TABLE fair_draws (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    pair_id INTEGER NOT NULL REFERENCES fair_seed_pairs (id),
    scope TEXT NOT NULL,
    subject TEXT NOT NULL,
    server_seed_hash TEXT NOT NULL,
    client_seed TEXT NOT NULL,
    nonce INTEGER NOT NULL,
    hmac TEXT NOT NULL,
    ticket INTEGER NOT NULL,
    odds_json TEXT NOT NULL,
    result_index INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (pair_id, nonce)
  );
  CREATE INDEX fair_draws_user ON fair_draws (user_id, id);

  CREATE TABLE rolls (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    host_name TEXT NOT NULL,
    appid INTEGER NOT NULL,
    condition_kind TEXT NOT NULL CHECK (condition_kind IN ('none', 'password', 'recharge', 'spend')),
    condition_password TEXT,
    condition_cents INTEGER NOT NULL DEFAULT 0,
    max_entrants INTEGER NOT NULL DEFAULT 0,
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    server_seed TEXT NOT NULL,
    server_seed_hash TEXT NOT NULL,
    client_seed TEXT,
    drawn_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX rolls_end ON rolls (ends_at, id);
  CREATE TABLE roll_prizes (
    roll_id INTEGER NOT NULL REFERENCES rolls (id),
    k INTEGER NOT NULL,
    item_id INTEGER NOT NULL REFERENCES items (id),
    wear TEXT,
    value_cents INTEGER NOT NULL,
    winner_id INTEGER REFERENCES users (id),
    hmac TEXT,
    asset_id TEXT,
    claimed_at INTEGER,
    PRIMARY KEY (roll_id, k)
  ) WITHOUT ROWID;
  CREATE INDEX roll_prizes_winner ON roll_prizes (winner_id, roll_id);
  CREATE TABLE roll_entrants (
    roll_id INTEGER NOT NULL REFERENCES rolls (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (roll_id, user_id)
  ) WITHOUT ROWID;
  CREATE INDEX roll_entrants_user ON roll_entrants (user_id, joined_at);

  CREATE TABLE boxes (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('box', 'koi')),
    appid INTEGER NOT NULL,
    name TEXT NOT NULL,
    price_cents INTEGER NOT NULL,
    free_per_day INTEGER NOT NULL DEFAULT 0,
    sort INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE box_items (
    box_id INTEGER NOT NULL REFERENCES boxes (id),
    k INTEGER NOT NULL,
    item_id INTEGER NOT NULL REFERENCES items (id),
    wear TEXT,
    value_cents INTEGER NOT NULL,
    odds_ppm INTEGER NOT NULL,
    PRIMARY KEY (box_id, k)
  ) WITHOUT ROWID;
  CREATE TABLE box_batches (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    box_id INTEGER NOT NULL REFERENCES boxes (id),
    idem_key TEXT NOT NULL,
    count INTEGER NOT NULL,
    paid_cents INTEGER NOT NULL,
    free INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, idem_key)
  );
  CREATE INDEX box_batches_user ON box_batches (user_id, box_id, id);
  CREATE TABLE box_opens (
    id INTEGER PRIMARY KEY,
    batch_id INTEGER NOT NULL REFERENCES box_batches (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    box_id INTEGER NOT NULL REFERENCES boxes (id),
    draw_id INTEGER NOT NULL REFERENCES fair_draws (id),
    k INTEGER NOT NULL,
    asset_id TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX box_opens_box ON box_opens (box_id, id);
  CREATE INDEX box_opens_user ON box_opens (user_id, id);
  `,
  // 13: redeem codes and what they granted, the CD-key exchange topic's rewards and points, the CDK knapsack's
  // reveals (server/README.md "Redeem codes, exchange and my rewards"). One redemption per (code, user) and per (user, key).
  `
  CREATE TABLE reward_campaigns (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('cdk', 'activity', 'topic')),
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL
  );
  CREATE TABLE reward_codes (
    code TEXT PRIMARY KEY,
    campaign TEXT NOT NULL REFERENCES reward_campaigns (id),
    grant_kind TEXT NOT NULL CHECK (grant_kind IN ('balance', 'coupon', 'item', 'key', 'points')),
    grant_amount INTEGER NOT NULL DEFAULT 0 CHECK (grant_amount >= 0),
    grant_ref INTEGER,
    grant_wear TEXT,
    max_uses INTEGER NOT NULL DEFAULT 1 CHECK (max_uses >= 1),
    used INTEGER NOT NULL DEFAULT 0 CHECK (used >= 0 AND used <= max_uses),
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE exchange_rewards (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    grant_kind TEXT NOT NULL CHECK (grant_kind IN ('balance', 'coupon', 'item', 'key')),
    grant_amount INTEGER NOT NULL DEFAULT 0 CHECK (grant_amount >= 0),
    grant_ref INTEGER,
    grant_wear TEXT,
    cost_points INTEGER NOT NULL CHECK (cost_points > 0),
    stock INTEGER NOT NULL CHECK (stock >= 0),
    per_user_limit INTEGER NOT NULL CHECK (per_user_limit >= 1),
    ends_at INTEGER NOT NULL
  );
  CREATE TABLE reward_points (
    user_id INTEGER PRIMARY KEY REFERENCES users (id),
    points INTEGER NOT NULL CHECK (points >= 0)
  );
  CREATE TABLE reward_redemptions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    campaign TEXT NOT NULL REFERENCES reward_campaigns (id),
    code TEXT REFERENCES reward_codes (code),
    reward_id INTEGER REFERENCES exchange_rewards (id),
    grant_kind TEXT NOT NULL,
    grant_text TEXT NOT NULL,
    grant_amount INTEGER NOT NULL DEFAULT 0,
    granted_ref TEXT,
    points_spent INTEGER NOT NULL DEFAULT 0,
    idem_key TEXT,
    created_at INTEGER NOT NULL,
    UNIQUE (code, user_id),
    UNIQUE (user_id, idem_key)
  );
  CREATE INDEX reward_redemptions_user ON reward_redemptions (user_id, id);
  CREATE INDEX reward_redemptions_reward ON reward_redemptions (reward_id, user_id);
  ALTER TABLE cdk_codes ADD COLUMN source TEXT NOT NULL DEFAULT 'buy' CHECK (source IN ('buy', 'reward'));
  CREATE TABLE cdk_key_reveals (
    id INTEGER PRIMARY KEY,
    key_id INTEGER NOT NULL REFERENCES cdk_codes (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    address TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX cdk_key_reveals_key ON cdk_key_reveals (key_id);
  `,
  // 14: a 站内信 may open an internal route (the seller's order it is about): the client follows only known routes
  `
  ALTER TABLE messages ADD COLUMN link TEXT;
  `,
  // 15: red packets and the red envelope event (server/README.md "Red packets and envelopes"): an envelope is a
  // coupon kind (coupon_templates.kind), so the buy flow's coupon choice and takeCoupon serve both; a red packet's share that is
  // an envelope carries its own discount (coupons.discount_cents). Packet shares are decided at creation; one share per user.
  // Gift draws: pools with odds tables, each win drawn by the fairness module and kept until claimed or sold back.
  `
  ALTER TABLE coupon_templates ADD COLUMN kind TEXT NOT NULL DEFAULT 'coupon' CHECK (kind IN ('coupon', 'envelope'));
  ALTER TABLE coupon_templates ADD COLUMN task TEXT;
  ALTER TABLE coupon_templates ADD COLUMN claim_until INTEGER;
  ALTER TABLE coupons ADD COLUMN discount_cents INTEGER CHECK (discount_cents IS NULL OR discount_cents > 0);
  CREATE TABLE redpack_promotions (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('balance', 'envelope')),
    total_cents INTEGER NOT NULL CHECK (total_cents > 0),
    share_count INTEGER NOT NULL CHECK (share_count BETWEEN 1 AND 100 AND total_cents >= share_count),
    open_hours INTEGER NOT NULL CHECK (open_hours > 0),
    per_user INTEGER NOT NULL CHECK (per_user > 0),
    envelope_min_amount_cents INTEGER NOT NULL DEFAULT 0,
    envelope_valid_days INTEGER NOT NULL DEFAULT 7,
    active_until INTEGER NOT NULL
  );
  CREATE TABLE redpacks (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    promotion_id INTEGER NOT NULL REFERENCES redpack_promotions (id),
    creator_id INTEGER NOT NULL REFERENCES users (id),
    template_id INTEGER REFERENCES coupon_templates (id),
    server_seed TEXT NOT NULL,
    seed_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX redpacks_creator ON redpacks (creator_id, id);
  CREATE TABLE redpack_shares (
    redpack_id INTEGER NOT NULL REFERENCES redpacks (id),
    seq INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    user_id INTEGER REFERENCES users (id),
    claimed_at INTEGER,
    PRIMARY KEY (redpack_id, seq),
    UNIQUE (redpack_id, user_id)
  );
  CREATE INDEX redpack_shares_user ON redpack_shares (user_id, claimed_at);
  CREATE TABLE gift_pools (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    appid INTEGER NOT NULL,
    cost_cents INTEGER NOT NULL CHECK (cost_cents > 0),
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE gift_prizes (
    id INTEGER PRIMARY KEY,
    pool_id INTEGER NOT NULL REFERENCES gift_pools (id),
    item_id INTEGER NOT NULL REFERENCES items (id),
    weight_ppm INTEGER NOT NULL CHECK (weight_ppm > 0),
    sell_back_bp INTEGER NOT NULL DEFAULT 0 CHECK (sell_back_bp BETWEEN 0 AND 10000),
    sort INTEGER NOT NULL
  );
  CREATE INDEX gift_prizes_pool ON gift_prizes (pool_id, sort);
  CREATE TABLE gift_wins (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    pool_id INTEGER NOT NULL REFERENCES gift_pools (id),
    prize_id INTEGER NOT NULL REFERENCES gift_prizes (id),
    item_id INTEGER NOT NULL REFERENCES items (id),
    value_cents INTEGER NOT NULL,
    draw_id INTEGER NOT NULL,
    batch_no TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'unclaimed' CHECK (status IN ('unclaimed', 'claimed', 'sold')),
    asset_id TEXT,
    sold_cents INTEGER,
    created_at INTEGER NOT NULL,
    settled_at INTEGER
  );
  CREATE INDEX gift_wins_user ON gift_wins (user_id, status, id);
  CREATE INDEX gift_wins_batch ON gift_wins (batch_no);
  `,
  // 16 (server/README.md "Haggle and grab"): haggle prizes, haggles and their helps (one help per
  // friend per haggle: the primary key), timed grab drops and grab orders (stock and per-user limits checked in one transaction;
  // one order per (user, idempotency key)). A grabbed item is held by the shop until it is withdrawn into the Steam inventory.
  `
  CREATE TABLE haggle_prizes (
    id INTEGER PRIMARY KEY,
    item_id INTEGER NOT NULL REFERENCES items (id),
    start_cents INTEGER NOT NULL CHECK (start_cents > 0),
    floor_cents INTEGER NOT NULL CHECK (floor_cents >= 0 AND floor_cents < start_cents),
    hours INTEGER NOT NULL CHECK (hours > 0),
    stock INTEGER NOT NULL CHECK (stock >= 0),
    claimed INTEGER NOT NULL DEFAULT 0 CHECK (claimed >= 0 AND claimed <= stock),
    sort INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE haggles (
    id INTEGER PRIMARY KEY,
    prize_id INTEGER NOT NULL REFERENCES haggle_prizes (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    start_cents INTEGER NOT NULL,
    floor_cents INTEGER NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents >= floor_cents),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    floor_at INTEGER,
    claimed_at INTEGER,
    asset_id TEXT
  );
  CREATE INDEX haggles_user ON haggles (user_id, id);
  CREATE TABLE haggle_helps (
    haggle_id INTEGER NOT NULL REFERENCES haggles (id),
    helper_id INTEGER NOT NULL REFERENCES users (id),
    cut_cents INTEGER NOT NULL CHECK (cut_cents > 0),
    new_user INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (haggle_id, helper_id)
  );
  CREATE INDEX haggle_helps_helper ON haggle_helps (helper_id);
  CREATE TABLE grab_drops (
    id INTEGER PRIMARY KEY,
    item_id INTEGER NOT NULL REFERENCES items (id),
    title TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents > 0),
    stock INTEGER NOT NULL CHECK (stock > 0),
    sold INTEGER NOT NULL DEFAULT 0 CHECK (sold >= 0 AND sold <= stock),
    per_user_limit INTEGER NOT NULL CHECK (per_user_limit > 0),
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL CHECK (ends_at > starts_at)
  );
  CREATE TABLE grab_orders (
    id INTEGER PRIMARY KEY,
    grab_no TEXT NOT NULL UNIQUE,
    drop_id INTEGER NOT NULL REFERENCES grab_drops (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    price_cents INTEGER NOT NULL,
    idem_key TEXT,
    created_at INTEGER NOT NULL,
    withdrawn_at INTEGER,
    asset_id TEXT,
    UNIQUE (user_id, idem_key)
  );
  CREATE INDEX grab_orders_user ON grab_orders (user_id, id);
  CREATE INDEX grab_orders_drop ON grab_orders (drop_id, user_id);
  `,
  // 17 (server/README.md "Trade-up contracts"): a user's trade-up formula keeps the ten inventory items it
  // was made of (asset, catalogue item, wear) and, once executed, its output; ran_at is set once (the UPDATE checks it is null).
  `
  CREATE TABLE tradeup_formulas (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    name TEXT NOT NULL,
    rarity TEXT NOT NULL,
    stattrak INTEGER NOT NULL,
    inputs_json TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    ran_at INTEGER,
    draw_id INTEGER REFERENCES fair_draws (id),
    output_item_id INTEGER REFERENCES items (id),
    output_wear TEXT,
    output_asset_id TEXT
  );
  CREATE INDEX tradeup_formulas_user ON tradeup_formulas (user_id, id);
  `,
  // 18 (server/README.md "Steam account check", "Tasks and invites"): each run of the Steam check keeps its findings;
  // a task reward is claimed once per (user, task, period); an account has at most one inviter (invitee_id is the key)
  `
  CREATE TABLE steam_checks (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    passed INTEGER NOT NULL,
    findings_json TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX steam_checks_user ON steam_checks (user_id, id);
  CREATE TABLE task_claims (
    user_id INTEGER NOT NULL REFERENCES users (id),
    task_key TEXT NOT NULL,
    period TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, task_key, period)
  );
  CREATE TABLE invites (
    invitee_id INTEGER PRIMARY KEY REFERENCES users (id),
    inviter_id INTEGER NOT NULL REFERENCES users (id),
    created_at INTEGER NOT NULL,
    rewarded_at INTEGER
  );
  CREATE INDEX invites_inviter ON invites (inviter_id, created_at);
  `,
  // 19 (server/README.md "Promotions"): one promotion engine. A campaign is a row (period, eligibility, progress
  // metric, reward tiers, perks), so a new seasonal event is data, not code. A user joins once; each reward tier is claimed
  // once (the primary key), so parallel claims pay once.
  `
  CREATE TABLE promotions (
    key TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    title TEXT NOT NULL,
    subtitle TEXT NOT NULL DEFAULT '',
    appid INTEGER,
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    claim_days INTEGER NOT NULL DEFAULT 7,
    eligibility_json TEXT NOT NULL DEFAULT '{}',
    metric TEXT NOT NULL,
    tiers_json TEXT NOT NULL DEFAULT '[]',
    perks_json TEXT NOT NULL DEFAULT '{}',
    rules_json TEXT NOT NULL DEFAULT '[]',
    sort INTEGER NOT NULL DEFAULT 0,
    CHECK (ends_at > starts_at)
  );
  CREATE TABLE promotion_entries (
    promotion_key TEXT NOT NULL REFERENCES promotions (key),
    user_id INTEGER NOT NULL REFERENCES users (id),
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (promotion_key, user_id)
  );
  CREATE TABLE promotion_claims (
    promotion_key TEXT NOT NULL REFERENCES promotions (key),
    user_id INTEGER NOT NULL REFERENCES users (id),
    tier INTEGER NOT NULL,
    reward_text TEXT NOT NULL,
    claimed_at INTEGER NOT NULL,
    PRIMARY KEY (promotion_key, user_id, tier)
  );
  CREATE INDEX promotion_claims_user ON promotion_claims (user_id, claimed_at);
  `,
  // 20 (server/README.md "Smelting"): a smelt keeps its inputs (asset, item, wear, value), the pool it
  // was drawn from (item, wear, value, odds) and its draw and output, set in the same transaction as the insert.
  `
  CREATE TABLE smelts (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    appid INTEGER NOT NULL,
    inputs_json TEXT NOT NULL,
    input_cents INTEGER NOT NULL,
    pool_json TEXT NOT NULL,
    draw_id INTEGER REFERENCES fair_draws (id),
    output_item_id INTEGER REFERENCES items (id),
    output_asset_id TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX smelts_user ON smelts (user_id, id);
  `,
  // 21 (server/README.md "Item inspection"): a user's inspection records, one per (user, link) so the same
  // link answers the same record; one report (举报 / 纠错) per record
  `
  CREATE TABLE inspections (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    link TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('link', 'asset', 'listing')),
    item_id INTEGER NOT NULL REFERENCES items (id),
    asset_id TEXT,
    listing_id INTEGER,
    float_value TEXT NOT NULL,
    paint_seed INTEGER NOT NULL CHECK (paint_seed BETWEEN 0 AND 1000),
    paint_index INTEGER NOT NULL,
    stickers_json TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, link)
  );
  CREATE INDEX inspections_user ON inspections (user_id, id);
  CREATE TABLE inspection_reports (
    inspection_id INTEGER PRIMARY KEY REFERENCES inspections (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    reason TEXT NOT NULL CHECK (reason IN ('float', 'pattern', 'sticker', 'item', 'other')),
    note TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
  // 22 (server/README.md "Streamer backstage", "Tournament match guess",
  // "WeChat notice"): the anchor role with its commission rate; guess matches and one pick per (match, user) staking points;
  // trade-notice subscriptions, one binding code row per user (a new code replaces it) and the bound official-account openid
  `
  CREATE TABLE anchors (
    user_id INTEGER PRIMARY KEY REFERENCES users (id),
    channel TEXT NOT NULL,
    rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
    since INTEGER NOT NULL
  );
  CREATE TABLE guess_matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL CHECK (game IN ('major', 'ti')),
    stage TEXT NOT NULL,
    best_of INTEGER NOT NULL,
    team_a TEXT NOT NULL,
    team_b TEXT NOT NULL,
    odds_a_bp INTEGER NOT NULL CHECK (odds_a_bp > 10000),
    odds_b_bp INTEGER NOT NULL CHECK (odds_b_bp > 10000),
    starts_at INTEGER NOT NULL,
    winner TEXT CHECK (winner IN ('a', 'b')),
    score TEXT,
    finished_at INTEGER
  );
  CREATE INDEX guess_matches_game ON guess_matches (game, starts_at);
  CREATE TABLE guess_picks (
    id INTEGER PRIMARY KEY,
    match_id INTEGER NOT NULL REFERENCES guess_matches (id),
    user_id INTEGER NOT NULL REFERENCES users (id),
    side TEXT NOT NULL CHECK (side IN ('a', 'b')),
    stake INTEGER NOT NULL CHECK (stake > 0),
    odds_bp INTEGER NOT NULL,
    payout INTEGER,
    created_at INTEGER NOT NULL,
    settled_at INTEGER,
    UNIQUE (match_id, user_id)
  );
  CREATE INDEX guess_picks_user ON guess_picks (user_id, id);
  CREATE TABLE wx_notice_subs (
    user_id INTEGER NOT NULL REFERENCES users (id),
    template TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, template)
  );
  CREATE TABLE wx_bind_codes (
    user_id INTEGER PRIMARY KEY REFERENCES users (id),
    code TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE wx_bindings (
    user_id INTEGER PRIMARY KEY REFERENCES users (id),
    openid TEXT NOT NULL UNIQUE,
    bound_at INTEGER NOT NULL
  );
  `,
  // 23 (server/README.md "Price fluctuation and alerts"): a user's price alerts, one per (user, item,
  // direction); fired_at set once by the sale that reaches it (cleared when re-armed)
  `
  CREATE TABLE price_alerts (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    item_id INTEGER NOT NULL REFERENCES items (id),
    direction TEXT NOT NULL CHECK (direction IN ('up', 'down')),
    threshold_cents INTEGER NOT NULL CHECK (threshold_cents > 0),
    enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
    fired_at INTEGER,
    fired_price_cents INTEGER,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, item_id, direction)
  );
  CREATE INDEX price_alerts_watching ON price_alerts (item_id) WHERE enabled = 1 AND fired_at IS NULL;
  `,
  // 24 (server/README.md "Partner apps: OAuth and exchange"): a grant names the registered app
  // (server/domain/oauth.ts) it was given to; authorisation codes (one use, 10 minutes) and partner access tokens are
  // kept as SHA-256 only, and a token works while its grant is live. Partner points accounts (never negative), balance ↔
  // points exchanges, and the OOS partner's offers (items into the Steam inventory, codes) with their exchange records.
  `
  ALTER TABLE oauth_grants ADD COLUMN client_id TEXT;
  CREATE INDEX oauth_grants_by_client ON oauth_grants (user_id, client_id);
  UPDATE oauth_grants SET client_id = 'douyu_live' WHERE app_name = '斗鱼直播';
  UPDATE oauth_grants SET client_id = 'price_helper' WHERE app_name = '饰品价格助手';
  CREATE TABLE oauth_codes (
    code_sha256 TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id),
    grant_id INTEGER NOT NULL REFERENCES oauth_grants (id),
    redirect_uri TEXT NOT NULL,
    scopes TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE oauth_tokens (
    token_sha256 TEXT PRIMARY KEY,
    code_sha256 TEXT NOT NULL REFERENCES oauth_codes (code_sha256),
    grant_id INTEGER NOT NULL REFERENCES oauth_grants (id),
    scopes TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX oauth_tokens_by_grant ON oauth_tokens (grant_id);
  CREATE TABLE partner_accounts (
    user_id INTEGER NOT NULL REFERENCES users (id),
    partner TEXT NOT NULL,
    points INTEGER NOT NULL CHECK (points >= 0),
    PRIMARY KEY (user_id, partner)
  );
  CREATE TABLE partner_exchanges (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    partner TEXT NOT NULL,
    direction TEXT NOT NULL CHECK (direction IN ('out', 'in')),
    cents INTEGER NOT NULL CHECK (cents > 0),
    fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0),
    points INTEGER NOT NULL CHECK (points > 0),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX partner_exchanges_user ON partner_exchanges (user_id, id);
  CREATE TABLE oos_offers (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('item', 'code')),
    title TEXT NOT NULL,
    note TEXT NOT NULL,
    item_id INTEGER REFERENCES items (id),
    wear TEXT,
    points INTEGER NOT NULL CHECK (points > 0),
    stock INTEGER NOT NULL CHECK (stock >= 0),
    per_user INTEGER NOT NULL CHECK (per_user > 0),
    sort INTEGER NOT NULL
  );
  CREATE TABLE oos_orders (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    offer_id INTEGER NOT NULL REFERENCES oos_offers (id),
    points INTEGER NOT NULL CHECK (points > 0),
    asset_id TEXT,
    code TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX oos_orders_user ON oos_orders (user_id, id);
  CREATE INDEX oos_orders_offer ON oos_orders (offer_id, user_id);
  `,
  // 25 (server/README.md "News and consultation"): news are articles of kind
  // 'news' with a category and a one-line summary (the detail is the existing article route); a consultation is one
  // conversation per user: the user's messages and the service's answers in order, the order asked about, and the
  // client's key so a message sent twice (a retry after a lost answer) is kept once; the ad landing's marketing parameters
  // (utm_*, channel, clickid), first touch per user, bound after login (server/README.md "Ad landing")
  `
  ALTER TABLE articles ADD COLUMN category TEXT;
  ALTER TABLE articles ADD COLUMN summary TEXT NOT NULL DEFAULT '';
  CREATE INDEX articles_news ON articles (kind, category, updated_at);
  CREATE TABLE consult_messages (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    sender TEXT NOT NULL CHECK (sender IN ('user', 'service')),
    content TEXT NOT NULL,
    order_id INTEGER REFERENCES orders (id),
    client_key TEXT,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, client_key)
  );
  CREATE INDEX consult_messages_user ON consult_messages (user_id, id);
  CREATE TABLE landing_attributions (
    user_id INTEGER PRIMARY KEY REFERENCES users (id),
    utm_source TEXT, utm_medium TEXT, utm_campaign TEXT, utm_content TEXT, utm_term TEXT, channel TEXT, clickid TEXT,
    landed_at INTEGER NOT NULL,
    bound_at INTEGER NOT NULL
  );
  `,
  // 26 (server/README.md "Fee and rent promotions"): each use of a fee or rent perk on an order
  // (a waived fee, a fee rebate, a rent subsidy), one per (order, perk), so an order gets each perk once
  `
  CREATE TABLE promotion_perk_uses (
    order_id INTEGER NOT NULL REFERENCES orders (id),
    perk TEXT NOT NULL CHECK (perk IN ('fee_free', 'fee_rebate', 'rent_subsidy')),
    promotion_key TEXT NOT NULL REFERENCES promotions (key),
    user_id INTEGER NOT NULL REFERENCES users (id),
    cents INTEGER NOT NULL CHECK (cents >= 0),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (order_id, perk)
  );
  CREATE INDEX promotion_perk_uses_user ON promotion_perk_uses (promotion_key, user_id, perk);
  `,
  // 27 (server/README.md "Item list speed"): the shop's sort indexes carry the price, so a popularity
  // or newest page checks a price bound inside its index (no table read for an item it skips), and the price index
  // carries on_sale_count, so the list's COUNT reads only the index
  `
  DROP INDEX items_shop_by_popularity;
  DROP INDEX items_shop_by_price;
  DROP INDEX items_shop_by_newest;
  CREATE INDEX items_shop_by_popularity ON items (appid, popularity DESC, id, min_price_cents) WHERE on_sale_count > 0;
  CREATE INDEX items_shop_by_price ON items (appid, min_price_cents, id, on_sale_count) WHERE on_sale_count > 0;
  CREATE INDEX items_shop_by_newest ON items (appid, created_at DESC, id DESC, min_price_cents) WHERE on_sale_count > 0;
  `,
  // Perks (server/README.md "Linked accounts"): the marks that tie two accounts to one
  // person: each device id (x-device-id) and public client address an account wrote from, each withdrawal account (a keyed
  // hash, never the number) and Steam trade partner it used. An address is kept per day, so "within 24 h" can be checked.
  // An order records why its buyer and seller are linked (NULL: they are not), decided when it is made and again when it
  // completes, so every reward that counts trades can leave linked ones out with one condition.
  `
  ALTER TABLE orders ADD COLUMN linked_reason TEXT CHECK (linked_reason IS NULL
      OR linked_reason IN ('device', 'withdraw_account', 'trade_partner', 'invite', 'ip'));
  CREATE TABLE account_marks (
    user_id INTEGER NOT NULL REFERENCES users (id),
    kind TEXT NOT NULL CHECK (kind IN ('device', 'ip', 'withdraw_account', 'trade_partner')),
    value TEXT NOT NULL,
    day INTEGER NOT NULL,
    first_at INTEGER NOT NULL,
    last_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, kind, value, day)
  );
  CREATE INDEX account_marks_value ON account_marks (kind, value, day);
  `,
  // The catalogue's equipment slot of a DOTA2 item (domain/itemArt draws it; CS2's category already names the weapon family),
  // and a picture a provider supplies for the item (cards show it instead of the drawing; NULL: none)
  `
  ALTER TABLE items ADD COLUMN slot TEXT;
  ALTER TABLE items ADD COLUMN image_url TEXT;
  ${DOTA_SLOTS_SQL};
  `,
  // the seller's path: each trade offer carries a short code both sides see (the buyer compares it with the Steam offer's
  // message, server/README.md "Trade verification code"); the message is what the simulated Steam offer says once sent
  `
  ALTER TABLE offers ADD COLUMN verify_code TEXT;
  ALTER TABLE offers ADD COLUMN message TEXT;
  UPDATE offers SET verify_code = upper(hex(randomblob(3))) WHERE verify_code IS NULL;
  CREATE TRIGGER offers_verify_code AFTER INSERT ON offers WHEN NEW.verify_code IS NULL
  BEGIN UPDATE offers SET verify_code = upper(hex(randomblob(3))) WHERE id = NEW.id; END;
  `,
  // a production Steam inventory as its refreshes imported it (server/README.md "Inventory"): each asset mapped to our
  // catalogue, tradable as Steam said at the last refresh, gone_at once a refresh no longer found it; a sync row also keeps
  // whether Steam said the inventory is private and how many of its items our catalogue does not have
  `
  CREATE TABLE steam_assets (
    steam_id TEXT NOT NULL,
    asset_id TEXT NOT NULL,
    item_id INTEGER NOT NULL REFERENCES items (id),
    wear TEXT,
    tradable INTEGER NOT NULL CHECK (tradable IN (0, 1)),
    first_seen_at INTEGER NOT NULL,
    gone_at INTEGER,
    PRIMARY KEY (steam_id, asset_id)
  );
  ALTER TABLE inventory_syncs ADD COLUMN private INTEGER NOT NULL DEFAULT 0 CHECK (private IN (0, 1));
  ALTER TABLE inventory_syncs ADD COLUMN skipped INTEGER NOT NULL DEFAULT 0;
  `
]
