import type { ContentTranslations } from './en.js';

/** The stand-in's server content in Khmer (the platform's `KM`). */
export const KM: ContentTranslations = {
  'banner.1': 'ប្រាក់រង្វាន់ស្វាគមន៍',
  'banner.2': 'ប្រាក់បង្វិលសងប្រចាំសប្ដាហ៍',
  'banner.3': 'លេងដោយទំនួលខុសត្រូវ',
  'banner.4': 'ចូលគណនី ហើយលេង',
  'banner.5': 'ចូលរួមជាមួយ Playhouse',
  'banner.6': 'ឆ្នោតរៀងរាល់នាទី',
  'banner.7': 'យើងនឹងជួយអ្នកឱ្យចូលគណនីវិញ',

  'notice.101.title': 'ការថែទាំតាមកាលវិភាគនៅថ្ងៃអង្គារ',
  'notice.101.content':
    '<p>តុកាស៊ីណូផ្សាយផ្ទាល់របស់ <b>AG</b> នឹងមិនអាចប្រើបាននៅថ្ងៃអង្គារ ពីម៉ោង 10:00 ដល់ 12:00 (GMT+7)។</p>',
  'notice.102.title': 'ស្លត់ថ្មីពី Playtech',
  'notice.102.content': '<p>ស្លត់ថ្មីដប់ពីរបានដាក់ឱ្យលេងហើយ។ <a href="/rng">សាកលេងនៅបន្ទប់ស្លត់</a>។</p>',
  'notice.103.title': 'បានធ្វើបច្ចុប្បន្នភាពបណ្ដាញដាក់ប្រាក់',
  'notice.103.content':
    '<p>ការផ្ទេរតាមធនាគារឥឡូវចូលលឿនជាងមុន។</p><img src=x onerror=alert(1)><script>alert(2)</script>',
  'notice.bulletin.title': 'ព្រឹត្តិបត្រលទ្ធផលឆ្នោត {n}',
  'notice.bulletin.content': '<p>ព្រឹត្តិបត្រ {n}៖ ការចាប់ឆ្នោតទាំងអស់ត្រូវបានទូទាត់ទាន់ពេល។</p>',

  'popup.201.title': 'សូមស្វាគមន៍ភ្ញៀវ',
  'popup.201.content': '<p>បង្កើតគណនីដើម្បីលេងដោយប្រាក់ពិត។ ហ្គេមសាកល្បងគឺឥតគិតថ្លៃ។</p>',
  'popup.202.title': 'រីករាយដែលបានជួបអ្នកម្ដងទៀត',
  'popup.202.content': '<p>ប្រាក់បង្វិលសងប្រចាំសប្ដាហ៍ត្រូវបានបើករៀងរាល់ថ្ងៃច័ន្ទ។</p>',
  'popup.203.title': 'ការចូលគណនីលើកដំបូងរបស់អ្នក',
  'popup.203.content': '<p>អ្នកអាចកំណត់ដែនកំណត់ដាក់ប្រាក់នៅមជ្ឈមណ្ឌលសុវត្ថិភាព ប្រសិនបើអ្នកចង់។</p>',

  'promotionCategory.DEPOSIT': 'ប្រាក់រង្វាន់ដាក់ប្រាក់',
  'promotionCategory.REBATE': 'ប្រាក់បង្វិលសង',
  'promotionCategory.SIGNUP': 'សមាជិកថ្មី',
  'promotionCategory.RAFFLE': 'ចាប់រង្វាន់សំណាង',

  'promotion.301.title': 'ប្រាក់រង្វាន់ស្វាគមន៍ 100%',
  'promotion.301.content':
    '<p>បង្កើនការដាក់ប្រាក់ដំបូងរបស់អ្នកទ្វេដង រហូតដល់ 1,000.00។</p><ul><li>ដាក់ពាក្យមុនពេលដាក់ប្រាក់។</li><li>ភ្នាល់ឱ្យបាន 10 ដងមុនពេលដកប្រាក់។</li></ul>',
  'promotion.302.title': 'ប្រាក់បង្វិលសងប្រចាំសប្ដាហ៍ 1%',
  'promotion.302.content': '<p>1% នៃការភ្នាល់ត្រឹមត្រូវប្រចាំសប្ដាហ៍ បើកនៅថ្ងៃច័ន្ទ។</p>',
  'promotion.303.title': 'រង្វាន់ចុះឈ្មោះ',
  'promotion.303.content': '<p>សមាជិកថ្មីអាចស្នើសុំរង្វាន់ចុះឈ្មោះបានម្ដង។</p>',
  'promotion.304.title': 'ចាប់រង្វាន់សំណាងប្រចាំថ្ងៃ',
  'promotion.304.content': '<p>សំបុត្រមួយសន្លឹកសម្រាប់រាល់ការភ្នាល់ 100.00 នៅថ្ងៃនេះ។</p>',
  'promotion.305.title': 'អំណោយចុះវត្តមាន 5.00',
  'promotion.305.content': '<p>ទទួល 5.00 បានម្ដង ដោយមិនចាំបាច់ដាក់ប្រាក់។</p>',
  'promotion.306.title': 'ដាក់ប្រាក់បន្ថែមឆ្នាំថ្មី 50%',
  'promotion.306.content': '<p>50% លើរាល់ការដាក់ប្រាក់ក្នុងសប្ដាហ៍ឆ្នាំថ្មី។</p>',
  'promotion.307.title': 'ការប្រណាំងសាច់ប្រាក់រដូវស្លឹកឈើជ្រុះ',
  'promotion.307.content': '<p>ការប្រណាំងបានបញ្ចប់ហើយ អ្នកឈ្នះបានទទួលប្រាក់រួចហើយ។</p>',
  'promotion.308.title': 'វគ្គផ្ដាច់ព្រ័ត្រចាប់រង្វាន់សំណាង',
  'promotion.308.content': '<p>ការចុះឈ្មោះបានបិទ ការចាប់រង្វាន់បន្តរហូតដល់ចុងខែ។</p>',

  'depositMethod.BANK': 'ផ្ទេរតាមធនាគារ',
  'depositMethod.QR': 'ទូទាត់តាម QR',
  'depositMethod.ONLINE': 'ធនាគារតាមអនឡាញ',
  'depositMethod.C2C': 'អ្នកលេងទៅអ្នកលេង',
  'depositChannel.KBANK': 'ធនាគារកាស៊ីកន',
  'depositChannel.SCB': 'ធនាគារពាណិជ្ជសៀម',
  'depositChannel.PROMPTPAY': 'PromptPay QR',
  'depositChannel.FASTPAY': 'ធនាគារតាមអនឡាញ FastPay',
  'depositChannel.C2C': 'អ្នកលេងទៅអ្នកលេង',
  'depositPromotion.7001': 'ប្រាក់រង្វាន់ដាក់ប្រាក់ដំបូង 10%',

  'withdraw.precautionNote':
    '<p>ការដកប្រាក់ត្រូវបានបង់ទៅកាត ឬកាបូបអេឡិចត្រូនិកក្នុងឈ្មោះរបស់អ្នកផ្ទាល់។ សូមពិនិត្យគណនីមុនពេលបញ្ជាក់។</p>',

  'mall.1': 'ឈីប 10.00',
  'mall.2': 'ឈីប 50.00',
  'mall.3': 'ប័ណ្ណប្រាក់រង្វាន់ដាក់ប្រាក់',
  'mall.4': 'អាទិភាពដកប្រាក់រយៈពេលមួយសប្ដាហ៍',
  'mall.5': 'កែវធ្វើដំណើរ Playhouse',

  'help.account.title': 'គណនី',
  'help.register.title': 'តើខ្ញុំចុះឈ្មោះដោយរបៀបណា?',
  'help.register.content': '<p>ជ្រើសរើស ចុះឈ្មោះ បំពេញទម្រង់ ហើយបញ្ជាក់អាយុរបស់អ្នក។</p>',
  'help.forgot-password.title': 'ខ្ញុំភ្លេចពាក្យសម្ងាត់',
  'help.forgot-password.content': '<p>ប្រើ ភ្លេចពាក្យសម្ងាត់ ដើម្បីកំណត់ឡើងវិញតាមអ៊ីមែល ឬ SMS។</p>',
  'help.funds.title': 'ការដាក់ និងដកប្រាក់',
  'help.deposit-time.title': 'តើការដាក់ប្រាក់ចំណាយពេលប៉ុន្មាន?',
  'help.deposit-time.content': '<p>ការដាក់ប្រាក់ភាគច្រើនចូលក្នុងរយៈពេលពីរបីនាទី។</p>',

  'template.terms.title': 'លក្ខខណ្ឌ',
  'template.terms.content': '<h2>លក្ខខណ្ឌ</h2><p>អ្នកលេងត្រូវមានអាយុគ្រប់តាមច្បាប់។ មួយនាក់មួយគណនី។</p>',
  'template.privacy.title': 'គោលការណ៍ឯកជនភាព',
  'template.privacy.content':
    '<h2>គោលការណ៍ឯកជនភាព</h2><p>យើងរក្សាទុកទិន្នន័យរបស់អ្នកតែក្នុងរយៈពេលដែលច្បាប់តម្រូវប៉ុណ្ណោះ។</p>',
  'template.responsible-gambling.title': 'ការលេងល្បែងដោយទំនួលខុសត្រូវ',
  'template.responsible-gambling.content':
    '<h2>ការលេងល្បែងដោយទំនួលខុសត្រូវ</h2><p>កំណត់ដែនកំណត់ សម្រាកខ្លះ ហើយស្នើឱ្យយើងបិទអ្នក ប្រសិនបើការលេងលែងសប្បាយ។</p>',
};
