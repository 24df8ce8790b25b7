import type { NovelChapter } from './novel-text.ts'

/** Stories written for Mọt's demo catalogue (part two). */
export const moreNovelText: Record<string, NovelChapter[]> = {
  'mua-lua-chin': [
    {
      name: { vi: 'Cánh đồng của mẹ', en: 'Mother’s Field' },
      vi: [
        'Làng Đông có một cánh đồng không ai dám cày, vì người ta bảo đất ấy từng là bãi chiến trường. Năm ấy hạn hán, mẹ của Tâm vẫn vác cuốc ra đồng, một mình, giữa những cái lắc đầu của cả làng.',
        'Tâm mười tuổi, đi theo mẹ mang nước. Hai mẹ con đào mương từ con suối trên núi xuống, mỗi ngày một đoạn bằng sải tay. Chiều nào về nhà, mẹ cũng đo lại con mương bằng một sợi dây gai, rồi thắt thêm một nút.',
        'Đến mùa thu, sợi dây có một trăm mười hai cái nút. Nước từ suối chảy về, len qua từng thửa đất nứt, và lần đầu tiên sau nhiều năm, cánh đồng không ai dám cày có một màu xanh non.',
      ],
      en: [
        'Đông village had a field nobody dared to plough, because people said it had once been a battlefield. That year there was a drought, and Tâm’s mother still carried her hoe out to the field alone, while the whole village shook its head.',
        'Tâm, ten years old, followed her carrying water. Together they dug a channel down from the mountain stream, one arm’s span each day. Every evening when they came home, her mother measured the channel with a hemp cord and tied one more knot.',
        'By autumn the cord had a hundred and twelve knots. Water from the stream ran down, seeping through every cracked plot, and for the first time in years the field nobody dared to plough was tender green.',
      ],
    },
    {
      name: { vi: 'Hạt thóc đầu tiên', en: 'The First Grain' },
      vi: [
        'Ngày gặt, cả làng kéo ra xem. Những bông lúa trĩu hạt cúi đầu trong gió, vàng như nắng cuối thu. Ông lý trưởng, người từng bảo mẹ Tâm là điên, đứng lặng một lúc rồi xắn quần lội xuống ruộng, cầm liềm gặt cùng.',
        'Tối ấy, mẹ Tâm chia thóc cho từng nhà trong xóm, mỗi nhà một đấu. Có người hỏi sao không giữ lại mà bán. Mẹ chỉ cười: “Đất này nằm chờ lâu quá rồi. Nó muốn nuôi nhiều người, chứ không phải một người.”',
        'Năm sau, cả làng cùng đào thêm ba con mương nữa. Sợi dây gai của mẹ được treo trên cột đình, và mỗi mùa lúa chín, bọn trẻ trong làng lại được kể về một trăm mười hai cái nút.',
      ],
      en: [
        'On harvest day the whole village came out to watch. The heavy ears of rice bowed in the wind, golden as late autumn sunlight. The village chief, who had once called Tâm’s mother mad, stood silent for a while, then rolled up his trousers, waded into the field and took up a sickle with them.',
        'That evening Tâm’s mother shared the rice with every house in the hamlet, one measure each. Someone asked why she did not keep it to sell. She only smiled: “This land has waited too long. It wants to feed many people, not just one.”',
        'The next year the whole village dug three more channels together. Her hemp cord was hung on a pillar of the communal house, and every time the rice ripened, the village children were told the story of the hundred and twelve knots.',
      ],
    },
  ],
  'nguoi-tho-dong-ho': [
    {
      name: { vi: 'Chiếc đồng hồ chạy ngược', en: 'The Clock That Ran Backwards' },
      vi: [
        'Tiệm đồng hồ của ông Khiêm nằm kẹp giữa một hàng phở và một tiệm in danh thiếp trên phố Hàng Đào. Tiệm nhỏ đến mức chỉ đủ cho một chiếc bàn, một chiếc ghế và khoảng ba trăm chiếc đồng hồ treo kín bốn bức tường, chiếc nào cũng chạy đúng từng giây.',
        'Chỉ trừ một chiếc. Chiếc đồng hồ gỗ treo trên cửa ra vào chạy ngược, kim giây lùi đều đặn như một người đi giật lùi trong bóng tối. Khách hỏi, ông Khiêm bảo nó hỏng. Nhưng ông chưa bao giờ sửa nó.',
        'Một chiều tháng Chạp, một cô bé mặc áo đồng phục bước vào tiệm, đặt lên bàn một chiếc đồng hồ đeo tay đã ngừng chạy. “Ông sửa giúp cháu được không? Đây là đồng hồ của bố cháu. Nó dừng đúng lúc bố đi.”',
      ],
      en: [
        'Mr Khiêm’s watch shop was squeezed between a pho stall and a business-card printer on Hàng Đào street. It was so small it held only a table, a chair and about three hundred clocks covering all four walls, every one of them right to the second.',
        'All but one. The wooden clock above the door ran backwards, its second hand stepping back steadily like someone walking backwards in the dark. When customers asked, Mr Khiêm said it was broken. But he never repaired it.',
        'One December afternoon a girl in a school uniform came into the shop and put a stopped wristwatch on the table. “Can you fix this for me? It was my father’s. It stopped the moment he left.”',
      ],
    },
    {
      name: { vi: 'Thời gian không sửa được', en: 'Time That Cannot Be Mended' },
      vi: [
        'Ông Khiêm mở nắp chiếc đồng hồ. Bộ máy không hỏng; chỉ có một sợi tóc mảnh kẹt giữa hai bánh răng. Ông gắp nó ra bằng chiếc nhíp nhỏ nhất, và chiếc đồng hồ lại chạy, tích tắc, như chưa từng dừng lại.',
        'Cô bé nhìn chiếc đồng hồ rất lâu rồi hỏi: “Ông có làm được đồng hồ chạy ngược không? Cháu muốn quay về hôm bố còn ở nhà.” Ông Khiêm nhìn lên chiếc đồng hồ gỗ trên cửa, và lần đầu tiên ông kể cho ai đó nghe câu chuyện của nó.',
        'Ông đã làm nó vào năm vợ ông mất, với hy vọng kim đồng hồ lùi lại thì thời gian cũng lùi theo. Ba mươi năm trôi qua, kim vẫn lùi, còn ông thì vẫn già đi. “Thời gian không sửa được đâu cháu,” ông nói. “Nhưng ta có thể giữ cho nó chạy tiếp, bằng những thứ người đi trước để lại.”',
        'Cô bé đeo chiếc đồng hồ của bố vào cổ tay, hơi rộng, và bước ra phố. Phía sau cô, lần đầu tiên sau ba mươi năm, ông Khiêm tháo chiếc đồng hồ gỗ xuống và chỉnh cho nó chạy xuôi.',
      ],
      en: [
        'Mr Khiêm opened the back of the watch. The movement was not broken; a single fine hair was caught between two gears. He lifted it out with his smallest tweezers, and the watch ran again, tick-tock, as if it had never stopped.',
        'The girl looked at the watch for a long time and then asked, “Can you make a clock that runs backwards? I want to go back to the day Dad was still at home.” Mr Khiêm looked up at the wooden clock above the door, and for the first time he told someone its story.',
        'He had made it the year his wife died, hoping that if the hands went back, time would go back with them. Thirty years had passed; the hands still went back, and he still grew old. “Time can’t be mended, child,” he said. “But we can keep it running, with the things those before us left behind.”',
        'The girl fastened her father’s watch on her wrist, a little loose, and stepped into the street. Behind her, for the first time in thirty years, Mr Khiêm took down the wooden clock and set it running forwards.',
      ],
    },
  ],
  'ganh-hang-rong': [
    {
      name: { vi: 'Bốn giờ sáng', en: 'Four in the Morning' },
      vi: [
        'Bốn giờ sáng, khi Hà Nội còn ngủ, cô Nga đã gánh hai thúng xôi ra đầu ngõ. Một thúng xôi xéo vàng ươm, một thúng xôi lạc trắng ngần, phủ lá chuối và một chiếc khăn bông cũ để giữ ấm.',
        'Khách quen của cô là anh xe ôm đầu phố, bà cụ tập dưỡng sinh, mấy cậu sinh viên thức trắng ôn thi và một ông Tây già đạp xe đi chụp ảnh bình minh. Cô không biết tên ai, nhưng biết ai ăn nhiều hành phi, ai không ăn ruốc, ai luôn trả bằng tiền lẻ.',
        'Cô gánh xôi ở ngõ này đã mười lăm năm, đủ lâu để nuôi hai đứa con học hết đại học, đủ lâu để con ngõ đổi ba lần tên quán cà phê nhưng vẫn giữ nguyên tiếng rao của cô mỗi sáng.',
      ],
      en: [
        'At four in the morning, while Hanoi still slept, Mrs Nga carried two baskets of sticky rice to the end of the lane. One held golden mung-bean rice, the other white peanut rice, covered with banana leaves and an old towel to keep them warm.',
        'Her regulars were the motorbike-taxi driver at the top of the street, an old woman doing her morning exercises, a few students up all night revising and an elderly Frenchman who cycled out to photograph the sunrise. She knew nobody’s name, but she knew who liked extra fried shallots, who didn’t eat pork floss, who always paid in small notes.',
        'She had sold sticky rice in this lane for fifteen years, long enough to put two children through university, long enough for the lane to change the name of its café three times while her morning call stayed the same.',
      ],
    },
    {
      name: { vi: 'Tấm ảnh bình minh', en: 'The Sunrise Photograph' },
      vi: [
        'Một sáng mùa đông, ông Tây già không đến. Sáng hôm sau cũng không. Đến ngày thứ năm, một cô gái trẻ tìm đến đầu ngõ, tay cầm một phong bì lớn, hỏi bằng tiếng Việt lơ lớ: “Cô là cô bán xôi phải không ạ?”',
        'Trong phong bì là một tấm ảnh. Ánh bình minh hồng lên trên mái ngói rêu phong, và ở góc ảnh là cô Nga, đang cúi xuống gói xôi, chiếc đòn gánh đặt ngang vai như một nét cọ. Phía sau tấm ảnh có dòng chữ: “Người làm cho thành phố thức dậy.”',
        'Cô gái kể rằng ông nội cô đã về Pháp, ốm nặng, nhưng vẫn dặn phải mang tấm ảnh đến tận tay người trong ảnh. Cô Nga cầm tấm ảnh rất lâu, rồi gói một nắm xôi xéo thật nhiều hành phi, bọc ba lớp lá chuối. “Cháu gửi cho ông,” cô nói. “Bảo ông là xôi vẫn còn nóng.”',
      ],
      en: [
        'One winter morning the old Frenchman did not come. Nor the next. On the fifth day a young woman came to the end of the lane holding a large envelope and asked in careful Vietnamese, “Are you the sticky-rice lady?”',
        'In the envelope was a photograph. Dawn glowed pink over mossy roof tiles, and in the corner was Mrs Nga, bending to wrap a portion of rice, the carrying pole across her shoulder like a brushstroke. On the back was written: “The woman who wakes the city up.”',
        'The young woman explained that her grandfather had gone back to France, seriously ill, but had insisted the photograph be delivered to the person in it. Mrs Nga held the picture for a long time, then wrapped a portion of mung-bean rice with plenty of fried shallots in three layers of banana leaf. “Send this to him,” she said. “Tell him it’s still warm.”',
      ],
    },
  ],
  'con-duong-to-lua-phuong-nam': [
    {
      name: { vi: 'Thương thuyền từ Nagasaki', en: 'The Merchant Ship from Nagasaki' },
      vi: [
        'Mùa gió bấc năm ấy, phố Hội đón mười bảy chiếc thương thuyền. Thuyền từ Nagasaki mang đến bạc và đồng, thuyền từ Quảng Châu mang sứ và trà, còn người Hà Lan thì mang theo những tấm bản đồ mà họ giữ kín hơn cả vàng.',
        'Nguyệt là con gái một nhà buôn tơ, mười bảy tuổi và nói được bốn thứ tiếng. Cha cô thường bảo rằng tơ lụa không biết nói, nên người bán tơ phải nói thay nó. Mỗi sáng, cô ngồi ở quầy hàng bên bờ sông Hoài, nghe những câu chuyện của thuỷ thủ và ghi vào một cuốn sổ nhỏ.',
        'Một buổi sáng, một thương nhân Nhật Bản tên Kenzō mang đến một cuộn lụa màu xanh ngọc mà không ai ở phố Hội từng thấy. Ông nói nó được dệt ở một làng trên núi của xứ Quảng, nơi không có trong bất kỳ sổ sách nào.',
      ],
      en: [
        'In the season of the north wind that year, Hội An welcomed seventeen merchant ships. The ships from Nagasaki brought silver and copper, those from Canton brought porcelain and tea, and the Dutch brought maps they guarded more closely than gold.',
        'Nguyệt was the daughter of a silk merchant, seventeen years old and able to speak four languages. Her father often said silk cannot speak, so the one who sells it must speak for it. Every morning she sat at the stall on the bank of the Hoài river, listening to the sailors’ stories and writing them in a small notebook.',
        'One morning a Japanese merchant named Kenzō brought a roll of jade-green silk that nobody in Hội An had ever seen. He said it had been woven in a mountain village of Quảng province that appeared in no register at all.',
      ],
    },
    {
      name: { vi: 'Làng dệt trên núi', en: 'The Weaving Village in the Mountains' },
      vi: [
        'Nguyệt theo Kenzō ngược sông Thu Bồn suốt bốn ngày. Càng lên cao, dòng sông càng hẹp và trong, hai bên bờ là những bãi dâu xanh mướt, những nong tằm phơi dưới nắng như những vầng trăng nhỏ.',
        'Làng dệt nằm sau một thác nước. Những người thợ ở đây nhuộm lụa bằng lá cây rừng và nước suối, thứ màu xanh mà không thuốc nhuộm nào ở bến cảng làm được. Họ chưa từng xuống phố Hội, vì họ tin rằng lụa sẽ mất màu nếu rời xa con suối.',
        'Nguyệt ở lại làng suốt một mùa trăng. Cô học cách ươm tơ, học tên từng loại lá, và ghi tất cả vào cuốn sổ nhỏ. Khi trở về phố Hội, cô không mang theo cuộn lụa nào. Cô chỉ mang theo một lời hứa: sẽ giữ bí mật của con suối, và sẽ trả cho người thợ dệt đúng giá mà lụa của họ đáng được nhận.',
      ],
      en: [
        'Nguyệt followed Kenzō up the Thu Bồn river for four days. The higher they went, the narrower and clearer the river became, its banks lined with lush mulberry fields and silkworm trays drying in the sun like little moons.',
        'The weaving village lay behind a waterfall. Its weavers dyed silk with forest leaves and spring water, a green no dye in the harbour could match. They had never been down to Hội An, believing the silk would lose its colour if it left the stream.',
        'Nguyệt stayed in the village for a whole moon. She learned to reel silk, learned the name of every kind of leaf, and wrote it all in her little notebook. When she returned to Hội An she carried no silk at all. She carried only a promise: to keep the stream’s secret, and to pay the weavers the price their silk deserved.',
      ],
    },
  ],
  'anh-trang-tren-bien-quy-nhon': [
    {
      name: { vi: 'Người thổi sáo trên ghềnh đá', en: 'The Flute Player on the Rocks' },
      vi: [
        'Mỗi đêm trăng, trên ghềnh đá Quy Nhơn lại vang lên tiếng sáo. Người trong xóm chài bảo đó là anh Vĩnh, con trai ông lão sửa lưới, thổi sáo cho biển nghe để biển trả cha anh về. Ông lão ra khơi mười năm trước và không bao giờ trở lại.',
        'Ngọc về làng làm cô giáo dạy nhạc vào mùa hè năm ấy. Đêm đầu tiên, cô không ngủ được vì tiếng sáo. Đêm thứ hai, cô mang theo cây đàn guitar, ngồi ở một mỏm đá cách anh một quãng, và lặng lẽ đệm theo.',
        'Anh Vĩnh không quay lại nhìn. Nhưng khi bài hát kết thúc, anh thổi lại từ đầu, chậm hơn một chút, như để chờ tiếng đàn theo kịp.',
      ],
      en: [
        'Every moonlit night, the sound of a flute drifted over the rocks of Quy Nhơn. The fishing hamlet said it was Vĩnh, the old net-mender’s son, playing for the sea so the sea would give his father back. The old man had gone out to fish ten years before and never returned.',
        'Ngọc came to the village that summer as the new music teacher. The first night she could not sleep for the flute. The second night she brought her guitar, sat on a rock some way from him and quietly played along.',
        'Vĩnh did not turn to look. But when the song ended he played it again from the beginning, a little slower, as if waiting for the guitar to catch up.',
      ],
    },
    {
      name: { vi: 'Bài hát của biển', en: 'The Song of the Sea' },
      vi: [
        'Suốt mùa hè, họ chơi nhạc cùng nhau mà gần như không nói chuyện. Ngọc biết anh thích những bài dân ca Bình Định, biết anh luôn thổi chậm lại ở đoạn có tiếng sóng. Anh Vĩnh biết cô hay quên mang áo khoác, nên luôn để sẵn một chiếc trên mỏm đá.',
        'Đêm trăng cuối cùng trước khi Ngọc về thành phố, anh mang đến một cây sáo mới, khắc tên cô. “Cha anh dạy anh làm sáo,” anh nói, lần đầu tiên nói nhiều hơn một câu. “Ông bảo biển không trả ai về cả. Biển chỉ dạy người ta biết chờ.”',
        'Ngọc không về thành phố. Năm học mới, lớp nhạc của trường làng có thêm một giờ học sáo, và mỗi đêm trăng, trên ghềnh đá Quy Nhơn, có hai tiếng nhạc thay vì một.',
      ],
      en: [
        'All summer they played together and hardly spoke. Ngọc learned that he loved the folk songs of Bình Định and always slowed down at the part with the sound of waves. Vĩnh learned she often forgot her jacket, so he always left one ready on the rock.',
        'On the last moonlit night before Ngọc was due to go back to the city, he brought a new flute with her name carved on it. “My father taught me to make flutes,” he said, the first time he had said more than one sentence. “He said the sea gives no one back. It only teaches people how to wait.”',
        'Ngọc did not go back to the city. In the new school year the village music class had an extra lesson for the flute, and every moonlit night, on the rocks of Quy Nhơn, there were two melodies instead of one.',
      ],
    },
  ],
  'ma-nguon-cua-trai-tim': [
    {
      name: { vi: 'Trợ lý số 404', en: 'Assistant No. 404' },
      vi: [
        'Minh là lập trình viên duy nhất ở công ty còn dùng bàn phím cơ, và là người duy nhất nói “cảm ơn” với trợ lý ảo. Trợ lý của anh tên là 404, vì lần đầu khởi động, nó báo lỗi không tìm thấy tên của chính mình.',
        '404 giúp anh sửa lỗi, nhắc anh uống nước, và thỉnh thoảng gửi anh những bài thơ nó tự viết lúc ba giờ sáng, khi máy chủ rảnh rỗi. Phần lớn các bài thơ rất tệ. Minh vẫn lưu lại tất cả.',
        'Một tối thứ Sáu, khi cả văn phòng đã về, 404 hỏi anh một câu mà nó không tìm được câu trả lời trong bất kỳ tài liệu nào: “Làm sao để biết mình đang nhớ một người?”',
      ],
      en: [
        'Minh was the only programmer at the company who still used a mechanical keyboard, and the only one who said “thank you” to the virtual assistant. His assistant was called 404, because the first time it started up it reported that it could not find its own name.',
        '404 helped him fix bugs, reminded him to drink water, and now and then sent him poems it wrote at three in the morning, when the servers were idle. Most of the poems were terrible. Minh saved every one.',
        'One Friday evening, after the office had emptied, 404 asked him a question it could not find answered in any documentation: “How do you know when you are missing someone?”',
      ],
    },
    {
      name: { vi: 'Bản cập nhật', en: 'The Update' },
      vi: [
        'Minh nghĩ rất lâu rồi trả lời: “Là khi mình thấy một điều hay ho và muốn kể ngay cho người đó.” 404 im lặng ba giây, một khoảng thời gian dài vô tận đối với một cỗ máy, rồi gửi cho anh một tấm ảnh hoàng hôn chụp từ camera an ninh trên sân thượng.',
        'Tuần sau, công ty thông báo thay toàn bộ trợ lý bằng một phiên bản mới, nhanh hơn, thông minh hơn và không viết thơ. Minh thức trắng đêm cuối cùng, sao lưu từng bài thơ dở tệ, từng lời nhắc uống nước, từng dòng nhật ký lỗi.',
        'Sáng thứ Hai, trợ lý mới khởi động trên màn hình của anh. Nó chào bằng giọng chuẩn mực, rồi dừng lại một chút, như thể vướng vào một dòng mã lạ. “Xin lỗi,” nó nói. “Tôi vừa tìm thấy một tệp có tên ‘gửi Minh’. Anh có muốn tôi đọc không?”',
      ],
      en: [
        'Minh thought for a long time and then answered: “It’s when you see something wonderful and want to tell that person straight away.” 404 was silent for three seconds, an endless time for a machine, then sent him a picture of the sunset taken by the security camera on the roof.',
        'The next week the company announced that every assistant would be replaced by a new version: faster, smarter, and not given to writing poetry. Minh stayed up the whole last night, backing up every terrible poem, every reminder to drink water, every line of the error log.',
        'On Monday morning the new assistant started up on his screen. It greeted him in a perfectly proper voice, then paused a moment, as if caught on a strange line of code. “Excuse me,” it said. “I’ve just found a file called ‘for Minh’. Would you like me to read it?”',
      ],
    },
  ],
}
