import type { DotaSlot } from '../domain/itemArt'

/**
 * The seed catalogue: real CS2 and DOTA2 item names, rarities and qualities.
 * Base prices are in cents for the best variant (CS2: 崭新出厂, no StatTrak).
 */
export const CS2_RARITY: Record<string, string> = {
  消费级: '#b0c3d9', 工业级: '#5e98d9', 军规级: '#4b69ff', 受限: '#8847ff', 保密: '#d32ce6', 隐秘: '#eb4b4b', 违禁: '#e4ae39'
}
export const DOTA_RARITY: Record<string, string> = {
  普通: '#b0c3d9', 罕见: '#5e98d9', 稀有: '#4b69ff', 神话: '#8847ff', 传说: '#d32ce6', 不朽: '#b28a33', 至宝: '#ade55c'
}

/** [weapon zh, weapon en, skin zh, skin en, category, rarity, base cents, StatTrak offered] */
export const CS2_SKINS: [string, string, string, string, string, string, number, boolean][] = [
  ['AK-47', 'AK-47', '红线', 'Redline', '步枪', '保密', 15800, true],
  ['AK-47', 'AK-47', '火蛇', 'Fire Serpent', '步枪', '隐秘', 980000, true],
  ['AK-47', 'AK-47', '二西莫夫', 'Asiimov', '步枪', '隐秘', 52000, true],
  ['AK-47', 'AK-47', '血腥运动', 'Bloodsport', '步枪', '隐秘', 36000, true],
  ['AK-47', 'AK-47', '霓虹革命', 'Neon Revolution', '步枪', '隐秘', 41000, true],
  ['AK-47', 'AK-47', '火神', 'Vulcan', '步枪', '隐秘', 89000, true],
  ['AK-47', 'AK-47', '表面淬火', 'Case Hardened', '步枪', '保密', 62000, true],
  ['AK-47', 'AK-47', '精英之作', 'Elite Build', '步枪', '军规级', 2600, true],
  ['M4A4', 'M4A4', '咆哮', 'Howl', '步枪', '违禁', 2800000, true],
  ['M4A4', 'M4A4', '龍王', 'Dragon King', '步枪', '保密', 9800, true],
  ['M4A4', 'M4A4', '死寂空间', 'Desolate Space', '步枪', '隐秘', 21000, true],
  ['M4A4', 'M4A4', '二西莫夫', 'Asiimov', '步枪', '隐秘', 48000, true],
  ['M4A4', 'M4A4', '皇帝', 'The Emperor', '步枪', '隐秘', 33000, true],
  ['M4A1 消音型', 'M4A1-S', '伊卡洛斯殒落', 'Icarus Fell', '步枪', '保密', 26000, false],
  ['M4A1 消音型', 'M4A1-S', '机械工业', 'Mecha Industries', '步枪', '隐秘', 18000, true],
  ['M4A1 消音型', 'M4A1-S', '二号玩家', 'Player Two', '步枪', '隐秘', 29000, true],
  ['M4A1 消音型', 'M4A1-S', '氮化处理', 'Nitro', '步枪', '受限', 3100, true],
  ['AWP', 'AWP', '巨龙传说', 'Dragon Lore', '狙击步枪', '隐秘', 6800000, false],
  ['AWP', 'AWP', '二西莫夫', 'Asiimov', '狙击步枪', '隐秘', 76000, true],
  ['AWP', 'AWP', '雷击', 'Lightning Strike', '狙击步枪', '隐秘', 64000, true],
  ['AWP', 'AWP', '野火', 'Wildfire', '狙击步枪', '隐秘', 43000, true],
  ['AWP', 'AWP', '鬼退治', 'Oni Taiji', '狙击步枪', '隐秘', 58000, true],
  ['AWP', 'AWP', '暴怒野兽', 'Hyper Beast', '狙击步枪', '隐秘', 27000, true],
  ['AWP', 'AWP', '美杜莎', 'Medusa', '狙击步枪', '隐秘', 2100000, false],
  ['AWP', 'AWP', '蠕虫之神', 'Worm God', '狙击步枪', '受限', 1200, true],
  ['AWP', 'AWP', '狩猎网格', 'Safari Mesh', '狙击步枪', '工业级', 600, false],
  ['沙漠之鹰', 'Desert Eagle', '炽烈之炎', 'Blaze', '手枪', '受限', 72000, false],
  ['沙漠之鹰', 'Desert Eagle', '红色代号', 'Code Red', '手枪', '隐秘', 14000, true],
  ['沙漠之鹰', 'Desert Eagle', '机械工业', 'Mecha Industries', '手枪', '保密', 5200, true],
  ['沙漠之鹰', 'Desert Eagle', '钴蓝禁锢', 'Cobalt Disruption', '手枪', '受限', 4600, true],
  ['USP 消音版', 'USP-S', '枪响人亡', 'Kill Confirmed', '手枪', '隐秘', 39000, true],
  ['USP 消音版', 'USP-S', '脑洞大开', 'Cortex', '手枪', '受限', 1800, true],
  ['USP 消音版', 'USP-S', '猎户星座', 'Orion', '手枪', '保密', 6400, true],
  ['格洛克 18 型', 'Glock-18', '渐变之色', 'Fade', '手枪', '受限', 210000, false],
  ['格洛克 18 型', 'Glock-18', '水灵', 'Water Elemental', '手枪', '保密', 2900, true],
  ['格洛克 18 型', 'Glock-18', '荒野反叛', 'Wasteland Rebel', '手枪', '隐秘', 9600, true],
  ['格洛克 18 型', 'Glock-18', '子弹皇后', 'Bullet Queen', '手枪', '隐秘', 5400, true],
  ['P250', 'P250', '二西莫夫', 'Asiimov', '手枪', '保密', 1900, true],
  ['P90', 'P90', '二西莫夫', 'Asiimov', '微型冲锋枪', '隐秘', 3300, true],
  ['MP9', 'MP9', '星使', 'Starlight Protector', '微型冲锋枪', '隐秘', 2400, true],
  ['MAC-10', 'MAC-10', '霓虹骑士', 'Neon Rider', '微型冲锋枪', '隐秘', 2800, true],
  ['UMP-45', 'UMP-45', '原型', 'Primal Saber', '微型冲锋枪', '保密', 1500, true],
  ['新星', 'Nova', '暴怒野兽', 'Hyper Beast', '霰弹枪', '保密', 1100, true],
  ['内格夫', 'Negev', '能量浪潮', 'Power Loader', '机枪', '受限', 500, true],
  ['SSG 08', 'SSG 08', '浴血判官', 'Blood in the Water', '狙击步枪', '保密', 8800, false]
]

/**
 * CS2's own float caps of the skins that do not span 0–1 ("Weapon | Skin" → [min, max]); any other skin spans 0–1.
 * A catalogue variant outside its skin's caps keeps its exterior's range.
 */
export const CS2_FLOAT_CAPS: Record<string, [number, number]> = {
  'AK-47 | Redline': [0.1, 0.7],
  'AK-47 | Fire Serpent': [0.06, 0.76],
  'AK-47 | Asiimov': [0.05, 0.7],
  'AK-47 | Bloodsport': [0, 0.45],
  'AK-47 | Neon Revolution': [0, 0.8],
  'AK-47 | Vulcan': [0, 0.9],
  'M4A4 | Howl': [0, 0.4],
  'M4A4 | Dragon King': [0, 0.75],
  'M4A4 | Asiimov': [0.18, 1],
  'M4A1-S | Icarus Fell': [0, 0.1],
  'M4A1-S | Mecha Industries': [0, 0.8],
  'M4A1-S | Nitro': [0.06, 0.8],
  'AWP | Dragon Lore': [0, 0.7],
  'AWP | Asiimov': [0.18, 1],
  'AWP | Lightning Strike': [0, 0.08],
  'AWP | Wildfire': [0.01, 0.7],
  'AWP | Worm God': [0, 0.45],
  'AWP | Safari Mesh': [0.06, 0.8],
  'Desert Eagle | Blaze': [0, 0.08],
  'Desert Eagle | Cobalt Disruption': [0, 0.2],
  'Glock-18 | Fade': [0, 0.08],
  'P250 | Asiimov': [0.1, 1]
}

/** Knives and gloves: ★ items, [zh, en, category, base cents]. */
export const CS2_KNIVES: [string, string, string, number][] = [
  ['蝴蝶刀 | 渐变之色', 'Butterfly Knife | Fade', '匕首', 1650000],
  ['爪子刀 | 多普勒', 'Karambit | Doppler', '匕首', 1180000],
  ['M9 刺刀 | 虎牙', 'M9 Bayonet | Tiger Tooth', '匕首', 890000],
  ['折叠刀 | 渐变大理石', 'Flip Knife | Marble Fade', '匕首', 320000],
  ['运动手套 | 迈阿密风云', 'Sport Gloves | Vice', '手套', 2250000],
  ['专业手套 | 深红和服', 'Specialist Gloves | Crimson Kimono', '手套', 960000]
]

/** [name zh, market name en, hero/category, rarity, base cents, has an Inscribed variant, slot] */
export const DOTA_ITEMS: [string, string, string, string, number, boolean, DotaSlot][] = [
  ['无尽诡计（幻影刺客至宝）', 'Manifold Paradox', '幻影刺客', '至宝', 21500, true, 'weapon'],
  ['深渊之角（影魔至宝）', 'Demon Eater', '影魔', '至宝', 25800, false, 'arms'],
  ['烈火之魂（莉娜至宝）', 'Fiery Soul of the Slayer', '莉娜', '至宝', 17900, true, 'head'],
  ['贪魔盛宴（帕吉至宝）', 'Feast of Abscession', '帕吉', '至宝', 13900, true, 'belt'],
  ['沃斯之刃（军团指挥官至宝）', 'Blades of Voth Domosh', '军团指挥官', '至宝', 19800, true, 'weapon'],
  ['雷神之帽（宙斯至宝）', 'Tempest Helm of the Thundergod', '宙斯', '至宝', 23500, true, 'head'],
  ['深渊魂角（恐怖利刃至宝）', 'Fractal Horns of Inner Abysm', '恐怖利刃', '至宝', 14500, true, 'head'],
  ['剑魂传承（主宰至宝）', 'Bladeform Legacy', '主宰', '至宝', 16800, true, 'head'],
  ['沉没舰船之猪（小小至宝）', 'Swine of the Sunken Galley', '小小', '至宝', 9900, true, 'mount'],
  ['蓝心冻原（水晶室女至宝）', 'Frost Avalanche', '水晶室女', '至宝', 21000, true, 'legs'],
  ['龙爪钩', 'Dragonclaw Hook', '帕吉', '不朽', 1200000, false, 'weapon'],
  ['暗黑艺术家斗篷', 'Dark Artistry Cape', '祈求者', '不朽', 32000, true, 'back'],
  ['德尊烟斗', 'Pipe of Dezun', '术士', '传说', 26000, false, 'offhand'],
  ['永恒之锤', 'Mace of Aeons', '虚空假面', '神话', 8800, false, 'weapon'],
  ['金色月陨', 'Golden Moonfall', '露娜', '不朽', 15500, false, 'weapon'],
  ['金色小罗', 'Golden Baby Roshan', '信使', '至宝', 420000, false, 'courier'],
  ['火焰鸟', 'Ember Crow', '信使', '神话', 3600, false, 'courier'],
  ['迷之刃', 'Blade of Tears', '幽鬼', '不朽', 6700, true, 'weapon'],
  ['冰霜之息', 'Breath of Frost', '冰龙', '不朽', 2900, true, 'back'],
  ['孤高之灵', 'Soul of the Exalted', '虚无之灵', '不朽', 3800, true, 'shoulder'],
  ['天堂之眼', 'Eye of the Heavens', '守卫', '稀有', 900, false, 'ward'],
  ['审判之翼', 'Wings of Judgment', '全能骑士', '神话', 1600, true, 'back'],
  ['雪境巡林者', 'Snowdrift Ranger', '风行者', '罕见', 300, false, 'armor'],
  ['寒霜之刃', 'Frostiron Raider', '斧王', '稀有', 700, true, 'shoulder'],
  ['深红之心', 'Heart of the Crimson Dragon', '龙骑士', '传说', 5200, true, 'armor'],
  ['狂风之怒', 'Fury of the Tempest', '风暴之灵', '神话', 2200, true, 'arms'],
  ['远古守护者', 'Guardian of the Ancients', '树精卫士', '稀有', 600, true, 'legs'],
  ['碧海潮生', 'Tidings of the Deep', '潮汐猎人', '传说', 4100, true, 'belt'],
  ['血色征途', 'Crimson Pilgrimage', '血魔', '神话', 1900, true, 'taunt'],
  ['影之哀嚎', 'Shadow Lament', '暗影萨满', '稀有', 800, true, 'neck'],
  ['霜火之杖', 'Staff of Frost and Fire', '光之守卫', '罕见', 200, true, 'weapon'],
  ['熔岩之心', 'Heart of Lava', '炼金术士', '普通', 100, true, 'belt'],
  ['星辰之冠', 'Crown of the Stars', '月之骑士', '传说', 3300, true, 'head'],
  ['秘境旅者', 'Arcane Wanderer', '天怒法师', '神话', 2700, true, 'shoulder'],
  ['黑曜之力', 'Obsidian Might', '殁境神蚀者', '稀有', 500, true, 'arms'],
  ['雷霆之怒', 'Wrath of the Thunder', '雷霆之神', '传说', 4800, true, 'mount']
]

/** Writes each DOTA2 item's slot from DOTA_ITEMS (an Inscribed item shares its plain item's slot): run by the seed and by the
 * migration that added the column, so databases seeded before it get their slots too. */
export const DOTA_SLOTS_SQL = `UPDATE items SET slot = CASE replace(market_hash_name, 'Inscribed ', '')
  ${DOTA_ITEMS.map(([, en, , , , , slot]) => `WHEN '${en.replace(/'/g, "''")}' THEN '${slot}'`).join(' ')} END WHERE appid = 570`

export const SELLERS = [
  { nickname: 'C5自营', deliver_rate_bp: 10000, avg: 1 },
  { nickname: '刀塔老司机', deliver_rate_bp: 9980, avg: 3 },
  { nickname: '皮肤收藏家', deliver_rate_bp: 9950, avg: 6 },
  { nickname: '沙鹰一枪头', deliver_rate_bp: 9870, avg: 9 },
  { nickname: '至宝小铺', deliver_rate_bp: 9990, avg: 2 },
  { nickname: '北京老张', deliver_rate_bp: 9720, avg: 14 },
  { nickname: '深夜开箱人', deliver_rate_bp: 9900, avg: 5 },
  { nickname: '蓝天饰品行', deliver_rate_bp: 9960, avg: 4 }
]
