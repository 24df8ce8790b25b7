import type { Localized } from '../db/schema.ts'

/** One chapter of a demo novel: its name and its paragraphs in each language. */
export interface NovelChapter {
  name: Localized
  vi: string[]
  en: string[]
}

/** Stories written for Mọt's demo catalogue (part one). */
export const novelText: Record<string, NovelChapter[]> = {
  'nguoi-dua-thu-tren-doi': [
    {
      name: { vi: 'Con dốc sương mù', en: 'The Misty Slope' },
      vi: [
        'Sáng hôm ấy sương phủ kín con dốc dẫn lên bưu điện thị trấn. Ông Tư dắt chiếc xe đạp cũ ra khỏi nhà, chiếc túi vải bạt đeo chéo trên vai nặng hơn mọi ngày. Mùa mưa sắp tới, người trên đồi gửi thư về xuôi nhiều hơn, như thể ai cũng sợ những con đường đất sẽ nuốt mất lời mình muốn nói.',
        'Ông làm nghề đưa thư đã hai mươi bảy năm. Ông thuộc từng khúc quanh, từng con chó hay sủa, từng bậc thềm trơn rêu. Ông biết nhà nào có con đi làm xa, nhà nào có người ốm, nhà nào chỉ nhận hoá đơn tiền điện. Người ta bảo một người đưa thư giỏi phải biết quên, nhưng ông Tư chưa bao giờ học được điều đó.',
        'Lá thư đầu tiên trong túi hôm nay là của bà Năm ở cuối đồi thông. Bà đã đợi thư con trai suốt ba năm. Ông Tư nhìn dòng chữ trên phong bì, nét bút nghiêng nghiêng của một người viết vội, và thấy tim mình đập nhanh hơn cả lúc đạp xe lên dốc.',
        '“Chắc lần này là thật,” ông tự nói, rồi nhét lá thư vào túi áo ngực, chỗ gần tim nhất, để nó khỏi bị ướt.',
      ],
      en: [
        'That morning the fog covered the whole slope up to the town post office. Old Tư wheeled his worn bicycle out of the house, the canvas bag across his shoulder heavier than usual. The rainy season was coming, and the people on the hill were sending more letters down to the lowlands, as if they feared the dirt roads would swallow what they wanted to say.',
        'He had carried the post for twenty-seven years. He knew every bend, every dog that liked to bark, every mossy step. He knew which houses had children working far away, which had someone sick, which only ever received electricity bills. People said a good postman must learn to forget, but Tư had never managed it.',
        'The first letter in his bag today was for Mrs Năm at the far end of the pine hill. She had been waiting three years for a letter from her son. Tư looked at the handwriting on the envelope, the slanted strokes of someone writing in a hurry, and felt his heart beat faster than it did on the climb.',
        '“This time it must be real,” he said to himself, and tucked the letter into his breast pocket, the place closest to his heart, so it would not get wet.',
      ],
    },
    {
      name: { vi: 'Ngôi nhà cuối đồi thông', en: 'The House at the End of the Pines' },
      vi: [
        'Nhà bà Năm có hàng rào dâm bụt đã lâu không ai cắt tỉa. Con mèo tam thể nằm trên bậu cửa sổ, mở một mắt nhìn ông Tư rồi lại nhắm lại, như thể nó đã quá quen với tiếng chuông xe đạp lúc chín giờ.',
        'Bà Năm ra mở cổng, tay còn cầm rổ rau. Khi thấy lá thư, bà đứng lặng rất lâu. Bà không hỏi ai gửi, cũng không vội bóc. Bà chỉ lấy vạt áo lau tay thật kỹ, rồi mới đón lấy phong bì bằng cả hai bàn tay.',
        '“Ông vào uống chén trà đã,” bà nói. Giọng bà run nhưng bình thản lạ lùng. Ông Tư định từ chối vì còn cả túi thư chưa đưa, nhưng rồi ông dựng xe vào gốc thông và bước vào hiên.',
        'Trong lúc nước sôi, bà Năm đọc thư. Ông Tư nhìn ra ngoài, giả vờ ngắm mấy luống cải, để bà được một mình với những dòng chữ của con. Lúc bà khóc, ông vẫn không quay lại. Có những tiếng khóc người ta nên để yên.',
      ],
      en: [
        'Mrs Năm’s house had a hibiscus hedge nobody had trimmed for a long time. A calico cat lay on the windowsill; it opened one eye at Tư and closed it again, long used to the sound of a bicycle bell at nine o’clock.',
        'Mrs Năm came to open the gate, a basket of greens still in her hand. When she saw the letter she stood very still for a long time. She did not ask who had sent it, nor did she hurry to open it. She wiped her hands carefully on the hem of her shirt and only then took the envelope with both hands.',
        '“Come in for a cup of tea first,” she said. Her voice trembled but was strangely calm. Tư meant to refuse, with a whole bag of letters still to deliver, but he leaned his bicycle against a pine and stepped onto the porch.',
        'While the water boiled, Mrs Năm read the letter. Tư looked outside, pretending to admire the rows of mustard greens, so she could be alone with her son’s words. When she cried, he still did not turn around. Some tears should be left in peace.',
      ],
    },
    {
      name: { vi: 'Thư trả lời', en: 'The Reply' },
      vi: [
        'Một tuần sau, bà Năm xuống bưu điện từ sớm. Bà mặc chiếc áo dài màu lam đã bạc, tay cầm một phong bì dày cộm. Cô nhân viên trẻ hỏi bà muốn gửi thường hay gửi nhanh, bà nghĩ một lúc rồi bảo: “Gửi sao cho nó đến tay thằng Hiếu là được.”',
        'Ông Tư đứng sau quầy phân loại, nghe thấy và mỉm cười. Ông biết lá thư ấy sẽ phải đi qua ba tỉnh, hai lần đổi xe và một chuyến phà trước khi tới một công trường ở tận miền Tây. Ông cũng biết nó sẽ đến nơi, vì những lá thư được viết bằng nhiều đêm thức trắng hiếm khi chịu lạc đường.',
        'Chiều hôm ấy trời đổ mưa. Ông Tư đạp xe về nhà, áo mưa phần phật trong gió. Đến khúc quanh gần đồi thông, ông thấy con mèo tam thể ngồi chờ bên hàng rào dâm bụt, và lần đầu tiên sau nhiều năm, nó kêu lên chào ông.',
      ],
      en: [
        'A week later Mrs Năm came down to the post office early. She wore a faded blue áo dài and carried a thick envelope. The young clerk asked whether she wanted standard or express; she thought for a while and said, “Whichever gets it into Hiếu’s hands.”',
        'Tư, standing behind the sorting counter, heard and smiled. He knew that letter would cross three provinces, change vehicles twice and take one ferry before reaching a building site far away in the Mekong Delta. He also knew it would arrive, because letters written over many sleepless nights rarely agree to get lost.',
        'That afternoon it rained. Tư cycled home, his raincoat flapping in the wind. At the bend near the pine hill he saw the calico cat sitting by the hibiscus hedge, and for the first time in years it miaowed a greeting to him.',
      ],
    },
  ],
  'bi-an-can-phong-so-7': [
    {
      name: { vi: 'Chiếc chìa khoá thứ hai', en: 'The Second Key' },
      vi: [
        'Khách sạn Hoa Phượng có mười hai phòng, một chiếc thang máy chạy bằng niềm tin và một cô lễ tân tên Vy nhớ mặt tất cả những ai từng bước qua cửa. Vì thế khi người đàn ông mặc áo măng tô xám hỏi chìa khoá phòng số 7, cô biết ngay ông chưa từng ở đây.',
        '“Phòng số 7 đã có khách ạ,” Vy nói. Người đàn ông mỉm cười, đặt lên quầy một chiếc chìa khoá đồng cũ, giống hệt chiếc đang treo trên bảng phía sau lưng cô. “Tôi biết. Tôi chỉ muốn trả lại cái này.”',
        'Khi Vy ngẩng lên sau khi kiểm tra sổ, người đàn ông đã đi mất. Chiếc chìa khoá trên quầy còn ấm, và trên móc treo phía sau cô, chìa khoá phòng số 7 vẫn nằm yên đúng chỗ. Khách sạn này chưa bao giờ làm chìa thứ hai cho bất kỳ phòng nào.',
      ],
      en: [
        'The Hoa Phượng Hotel had twelve rooms, a lift that ran on faith, and a receptionist named Vy who remembered the face of everyone who had ever walked through its door. So when the man in the grey overcoat asked for the key to Room 7, she knew at once he had never stayed there.',
        '“Room 7 is occupied, sir,” Vy said. The man smiled and laid an old brass key on the counter, identical to the one hanging on the board behind her. “I know. I only wanted to return this.”',
        'When Vy looked up from the register, the man was gone. The key on the counter was still warm, and on the hook behind her, the key to Room 7 hung exactly where it should. The hotel had never made a second key for any room.',
      ],
    },
    {
      name: { vi: 'Vị khách không ra khỏi phòng', en: 'The Guest Who Never Came Out' },
      vi: [
        'Khách đang ở phòng số 7 là một bà cụ tên Lan, nhận phòng từ ba hôm trước và chưa xuống ăn sáng lần nào. Mỗi tối bà gọi điện xuống quầy, chỉ để hỏi một câu: “Hôm nay có ai tìm tôi không?”',
        'Vy mang chiếc chìa khoá lạ lên tầng hai. Cô gõ cửa ba lần, nghe tiếng dép lẹp xẹp, rồi cánh cửa hé ra đúng một gang tay. Bà Lan nhìn chiếc chìa khoá trong tay cô rất lâu, lâu đến mức Vy nghe rõ tiếng đồng hồ quả lắc dưới sảnh.',
        '“Cuối cùng thì ông ấy cũng đến,” bà nói, và mở rộng cửa. Trong phòng, trên chiếc bàn cạnh cửa sổ, có hai tách trà đã rót sẵn, một tách vẫn còn bốc khói.',
        'Vy chợt nhớ ra điều khiến cô thấy gờn gợn từ lúc nãy: người đàn ông mặc măng tô không hề để lại dấu giày ướt, dù ngoài trời mưa đã ba ngày.',
      ],
      en: [
        'The guest in Room 7 was an old woman named Lan, who had checked in three days earlier and never once come down for breakfast. Every evening she rang the desk to ask a single question: “Has anyone asked for me today?”',
        'Vy took the strange key up to the first floor. She knocked three times, heard slippers shuffle, and the door opened exactly a hand’s width. Mrs Lan stared at the key in her hand for a long time, so long that Vy could hear the pendulum clock in the lobby.',
        '“So he came at last,” the old woman said, and opened the door wide. Inside, on the table by the window, were two cups of tea already poured, one of them still steaming.',
        'Vy suddenly understood what had been bothering her: the man in the overcoat had left no wet footprints, though it had been raining for three days.',
      ],
    },
    {
      name: { vi: 'Sổ đăng ký năm 1975', en: 'The Register of 1975' },
      vi: [
        'Đêm đó, khi khách sạn đã yên, Vy xuống kho tìm những cuốn sổ đăng ký cũ. Bụi bay lên trong ánh đèn pin như tuyết. Cuốn sổ năm 1975 có bìa vải đỏ, góc đã mốc, và ở trang giữa có một dòng chữ viết bằng mực tím: phòng số 7, ông Phạm Văn Đức và bà Trần Thị Lan.',
        'Bên cạnh tên họ, người quản lý ngày ấy ghi thêm một dòng nhỏ: “Khách đi vội, mang theo chìa khoá, hứa sẽ quay lại trả.” Không có ngày trả phòng.',
        'Sáng hôm sau, bà Lan xuống sảnh lần đầu tiên. Bà trả phòng, đặt lên quầy cả hai chiếc chìa khoá, và nhờ Vy giữ giúp một chiếc. “Phòng ai đặt thì người ấy trả,” bà nói, rồi bước ra phố, nơi cơn mưa vừa tạnh và nắng đang rọi lên những tán phượng ướt.',
      ],
      en: [
        'That night, when the hotel was quiet, Vy went down to the storeroom to look for the old registers. Dust rose like snow in the torchlight. The 1975 register had a red cloth cover with mouldy corners, and halfway through, in purple ink, one line read: Room 7, Mr Phạm Văn Đức and Mrs Trần Thị Lan.',
        'Beside their names the manager of those days had added a small note: “Guests left in a hurry, took the key, promised to come back and return it.” There was no check-out date.',
        'The next morning Mrs Lan came down to the lobby for the first time. She checked out, laid both keys on the counter and asked Vy to keep one of them. “Whoever books a room must return it,” she said, and stepped into the street, where the rain had just stopped and the sun was shining on the wet flame trees.',
      ],
    },
  ],
  'kiem-khach-song-huong': [
    {
      name: { vi: 'Ông lão bán chè', en: 'The Old Sweet-Soup Seller' },
      vi: [
        'Ở bến Thừa Phủ có một ông lão bán chè, lưng còng, mắt kém, gánh hàng lúc nào cũng thơm mùi hạt sen. Không ai biết ông từ đâu đến. Người ta chỉ biết rằng từ khi ông dọn hàng ở gốc đa, bọn côn đồ trên bến không còn dám thu tiền của các bà bán cá.',
        'Mộc, con gái người lái đò, là đứa duy nhất nhìn thấy chuyện xảy ra vào buổi tối hôm ấy. Ba gã đàn ông cầm gậy tiến về phía gánh chè. Ông lão vẫn ngồi, tay cầm chiếc muôi gỗ. Chỉ một cái gõ nhẹ vào cổ tay, một cái xoay người, và cả ba gã đã nằm dưới nước, ngơ ngác như vịt.',
        'Sáng hôm sau, Mộc mang đến gánh chè một bó sen còn đọng sương. “Con muốn học cái muôi gỗ,” cô nói. Ông lão cười, để lộ hàm răng thiếu mất hai chiếc. “Muôi gỗ thì dễ. Cái khó là học cách không dùng đến nó.”',
      ],
      en: [
        'At Thừa Phủ landing there was an old man who sold sweet soup, bent-backed and half blind, his baskets always smelling of lotus seeds. Nobody knew where he came from. People only knew that since he set up under the banyan tree, the thugs on the landing no longer dared to take money from the fishwives.',
        'Mộc, the ferryman’s daughter, was the only one who saw what happened that evening. Three men with clubs walked towards the soup stall. The old man stayed seated, a wooden ladle in his hand. One light tap on a wrist, one turn of his body, and all three men were in the water, bewildered as ducks.',
        'The next morning Mộc brought the old man a bunch of lotus flowers still wet with dew. “I want to learn the wooden ladle,” she said. He laughed, showing two missing teeth. “The ladle is easy. The hard part is learning not to use it.”',
      ],
    },
    {
      name: { vi: 'Ba năm gánh nước', en: 'Three Years of Carrying Water' },
      vi: [
        'Năm đầu tiên, ông lão bắt Mộc gánh nước từ sông lên chùa Thiên Mụ, mỗi ngày hai chuyến, không được làm sánh một giọt. Năm thứ hai, cô phải chèo đò ngược dòng mà không để mái chèo tạo tiếng động. Năm thứ ba, ông chỉ cho cô ngồi nhìn mặt sông từ sáng đến tối.',
        '“Con học võ hay học làm người lái đò?” Mộc cáu kỉnh hỏi vào một buổi chiều. Ông lão chỉ tay xuống dòng nước. “Nhìn kìa. Sông Hương chưa bao giờ đánh ai, nhưng chẳng ai chặn được nó.”',
        'Đêm ấy Mộc không ngủ. Cô ngồi bên mạn đò, nghe nước vỗ, và lần đầu tiên cô hiểu rằng sức mạnh của dòng sông nằm ở chỗ nó biết chảy vòng qua đá, chứ không phải đâm vào đá.',
        'Sáng hôm sau, ông lão trao cho cô một thanh kiếm gỗ mun, nhẹ và cong như một chiếc lá. Trên chuôi kiếm khắc hai chữ: Nhu Thủy.',
      ],
      en: [
        'In the first year the old man made Mộc carry water from the river up to Thiên Mụ pagoda, twice a day, without spilling a drop. In the second year she had to row upstream without letting her oar make a sound. In the third year he only made her sit and watch the river from dawn to dusk.',
        '“Am I learning to fight or learning to row a ferry?” Mộc snapped one afternoon. The old man pointed at the water. “Look. The Perfume River has never struck anyone, yet no one can stop it.”',
        'That night Mộc did not sleep. She sat by the side of the boat listening to the water lap, and for the first time she understood that the river’s strength lay in flowing around the rocks, not crashing into them.',
        'The next morning the old man gave her a sword of ebony, light and curved like a leaf. On the hilt were carved two words: Gentle Water.',
      ],
    },
    {
      name: { vi: 'Trận đấu trên cầu Trường Tiền', en: 'The Duel on Trường Tiền Bridge' },
      vi: [
        'Tin đồn lan khắp kinh thành: kiếm khách Hắc Phong từ phương Bắc muốn tìm ông lão bán chè để rửa mối nhục cũ. Hắn hẹn đấu trên cầu Trường Tiền vào đêm rằm, khi trăng soi rõ từng nhịp sắt.',
        'Nhưng người đến cầu đêm ấy là Mộc. Ông lão đã ngã bệnh từ tuần trước, và cô không muốn để thầy mình phải đứng dậy. Hắc Phong nhìn cô gái nhỏ với thanh kiếm gỗ và bật cười. Tiếng cười của hắn tắt ngấm sau nhát chém đầu tiên, khi lưỡi thép của hắn trượt qua thanh gỗ như nước trôi qua đá.',
        'Họ đấu đến khi trăng lặn. Mộc không tấn công lần nào; cô chỉ chảy, vòng, lùi và đợi. Cuối cùng Hắc Phong hạ kiếm, thở dốc, rồi cúi đầu chào. “Về nói với thầy cô,” hắn nói, “rằng ông ấy đã thắng ta lần thứ hai.”',
      ],
      en: [
        'A rumour spread through the capital: Black Wind, a swordsman from the north, was looking for the old soup seller to avenge an old humiliation. He named the duel for Trường Tiền bridge on the night of the full moon, when the moonlight picked out every iron span.',
        'But the one who came to the bridge that night was Mộc. The old man had fallen ill the week before, and she did not want her master to have to get up. Black Wind looked at the small girl with her wooden sword and laughed. His laughter died after the first stroke, when his steel slid off the wood like water off a stone.',
        'They fought until the moon set. Mộc never attacked once; she only flowed, circled, stepped back and waited. At last Black Wind lowered his sword, panting, and bowed. “Go and tell your master,” he said, “that he has beaten me a second time.”',
      ],
    },
  ],
  'ngoi-sao-thu-chin': [
    {
      name: { vi: 'Chòm sao tám ngôi', en: 'The Eight-Star Constellation' },
      vi: [
        'Trên trạm Nguyệt Quế, nơi một ngày dài bằng hai tuần trên Trái Đất, người ta đặt tên các chòm sao theo những thứ họ nhớ nhất. Chòm Nón Lá có tám ngôi sao, xếp thành một hình tam giác hơi méo mà bọn trẻ trên trạm có thể chỉ ra ngay cả khi nhắm mắt.',
        'Linh mười sáu tuổi và là người giữ kính thiên văn trẻ nhất trạm. Công việc của cô đơn giản đến nhàm chán: mỗi đêm chụp một tấm ảnh bầu trời, so với tấm hôm trước và ghi lại những gì khác biệt. Suốt hai năm, chưa có gì khác biệt cả.',
        'Cho đến đêm thứ bảy trăm ba mươi mốt, khi chòm Nón Lá có chín ngôi sao.',
      ],
      en: [
        'On Laurel Station, where a day lasts as long as two weeks on Earth, people named the constellations after the things they missed most. The Conical Hat had eight stars, arranged in a slightly lopsided triangle the station’s children could point to with their eyes closed.',
        'Linh was sixteen and the youngest telescope keeper on the station. Her job was simple to the point of boredom: every night, take a picture of the sky, compare it with the night before and write down whatever had changed. For two years, nothing had changed.',
        'Until night seven hundred and thirty-one, when the Conical Hat had nine stars.',
      ],
    },
    {
      name: { vi: 'Tín hiệu', en: 'The Signal' },
      vi: [
        'Ngôi sao thứ chín không nhấp nháy như những ngôi sao khác. Nó sáng đều, rồi tắt, rồi sáng lại, theo một nhịp mà Linh đếm đi đếm lại đến mỏi mắt: ba dài, một ngắn, ba dài.',
        'Cô mang dữ liệu đến cho chú Khải, kỹ sư liên lạc của trạm. Chú uống hết nửa cốc trà nguội trước khi nói được một câu. “Đây không phải sao. Đây là một con tàu, và nó đang chào chúng ta theo mã cũ của Hải quân.”',
        'Cả trạm họp trong phòng ăn chung. Có người muốn trả lời ngay, có người muốn tắt hết đèn. Linh ngồi ở góc phòng, tay vẫn cầm tấm ảnh in, và nghĩ rằng ai đó ngoài kia cũng đang nhìn vào bầu trời, chờ xem có ai đáp lại mình không.',
        'Cuối cùng, bà trạm trưởng quay sang cô. “Cháu là người thấy nó trước. Cháu muốn nói gì với họ?”',
      ],
      en: [
        'The ninth star did not twinkle like the others. It shone steadily, went dark, then shone again, in a rhythm Linh counted over and over until her eyes ached: three long, one short, three long.',
        'She took the data to Uncle Khải, the station’s communications engineer. He drank half a cup of cold tea before he managed a single sentence. “This isn’t a star. It’s a ship, and it’s greeting us in the old Navy code.”',
        'The whole station met in the shared dining hall. Some wanted to answer at once; some wanted to switch off every light. Linh sat in a corner, still holding the printed picture, and thought that someone out there was also looking at the sky, waiting to see whether anyone would answer.',
        'At last the station chief turned to her. “You saw it first. What do you want to tell them?”',
      ],
    },
    {
      name: { vi: 'Lời đáp', en: 'The Answer' },
      vi: [
        'Linh nghĩ suốt một đêm dài hai tuần. Cô viết rồi xoá hàng chục câu: lời chào trang trọng, lời cảnh báo, những con số về toạ độ. Cuối cùng cô chọn một câu mà bà ngoại vẫn nói mỗi khi có khách tới nhà.',
        'Đèn tín hiệu của trạm Nguyệt Quế chớp lên lần đầu tiên sau mười năm: “Vào nhà đi, ngoài đó lạnh lắm.”',
        'Ngôi sao thứ chín im lặng một lúc lâu. Rồi nó sáng lên, mạnh hơn, gần hơn, và chòm Nón Lá, lần đầu tiên trong lịch sử của trạm, có một ngôi sao đang từ từ bay về phía họ.',
      ],
      en: [
        'Linh thought through a night two weeks long. She wrote and deleted dozens of messages: formal greetings, warnings, strings of coordinates. In the end she chose the sentence her grandmother always said when guests came to the house.',
        'Laurel Station’s signal lamp flashed for the first time in ten years: “Come inside, it’s cold out there.”',
        'The ninth star was silent for a long while. Then it shone brighter, nearer, and the Conical Hat, for the first time in the station’s history, had a star slowly flying towards them.',
      ],
    },
  ],
  'chiec-o-mau-vang': [
    {
      name: { vi: 'Cơn mưa đầu mùa', en: 'The First Rain of the Season' },
      vi: [
        'Cơn mưa đầu mùa ở Sài Gòn không bao giờ báo trước. Một phút trước trời còn nắng gắt, phút sau cả con đường Nguyễn Huệ đã trắng xoá. Thảo đứng nép dưới mái hiên một tiệm sách, ôm chặt tập bản vẽ vào ngực, và tự hỏi tại sao sáng nay mình lại tin vào dự báo thời tiết.',
        'Một chiếc ô màu vàng dừng lại bên cạnh cô. Người cầm ô là một anh chàng cao gầy, áo sơ mi ướt một bên vai, tay kia xách một lồng chim không có chim. “Chị đi về hướng nào?” anh hỏi. “Ô của tôi hơi nhỏ, nhưng chắc đủ cho một tập bản vẽ.”',
        'Họ đi chung dưới chiếc ô vàng qua ba ngã tư. Anh tên Quân, làm nghề sửa đàn. Chiếc lồng chim là của một bà khách, con chim đã bay mất từ tuần trước, và anh đang mang lồng đi sơn lại, vì bà tin rằng một chiếc lồng đẹp sẽ khiến con chim muốn quay về.',
      ],
      en: [
        'The first rain of the season in Saigon never gives warning. One minute the sun is blazing; the next, all of Nguyễn Huệ street has turned white. Thảo huddled under the awning of a bookshop, clutching her drawings to her chest and wondering why she had trusted the weather forecast that morning.',
        'A yellow umbrella stopped beside her. Holding it was a tall, thin young man with one shoulder of his shirt soaked, carrying in his other hand a birdcage with no bird in it. “Which way are you going?” he asked. “My umbrella’s a bit small, but it should cover one set of drawings.”',
        'They walked together under the yellow umbrella across three intersections. His name was Quân and he repaired musical instruments. The birdcage belonged to a customer; her bird had flown away the week before, and he was taking the cage to be repainted, because she believed a beautiful cage would make the bird want to come home.',
      ],
    },
    {
      name: { vi: 'Tiệm sửa đàn', en: 'The Instrument Repair Shop' },
      vi: [
        'Thảo không định quay lại. Nhưng tuần sau, khi đi ngang con hẻm nhỏ gần chợ Bến Thành, cô nghe thấy tiếng đàn bầu vọng ra từ một căn nhà có treo chiếc ô màu vàng trước cửa. Tiếng đàn ngân dài, run run, như ai đó đang hỏi một câu mà chưa dám nghe câu trả lời.',
        'Quân ngồi giữa những cây đàn tranh thiếu dây, những chiếc guitar nứt mặt và một cây vĩ cầm không có vĩ. Anh nói mỗi cây đàn mang đến đây đều có một câu chuyện, và việc của anh là sửa sao cho câu chuyện ấy còn kể tiếp được.',
        'Cô cho anh xem tập bản vẽ. Đó là những căn nhà cũ của thành phố, những ban công, những mái ngói sắp bị phá để xây cao ốc. “Tôi cũng sửa đồ,” cô nói. “Chỉ là tôi sửa bằng cách nhớ lại chúng.”',
        'Bên ngoài, trời lại đổ mưa. Lần này, không ai trong hai người vội đi đâu cả.',
      ],
      en: [
        'Thảo had not meant to go back. But the next week, walking past a narrow alley near Bến Thành market, she heard a monochord playing from a house with a yellow umbrella hanging by the door. The note lingered, trembling, like someone asking a question they were not yet ready to hear answered.',
        'Quân sat among zithers missing strings, guitars with cracked faces and a violin without a bow. He said every instrument brought here had a story, and his work was to mend it so the story could go on being told.',
        'She showed him her drawings. They were the city’s old houses, balconies and tiled roofs about to be torn down for towers. “I mend things too,” she said. “I just mend them by remembering them.”',
        'Outside, it began to rain again. This time, neither of them was in any hurry to leave.',
      ],
    },
  ],
  'thu-vien-duoi-long-ho': [
    {
      name: { vi: 'Cuốn sách ướt', en: 'The Wet Book' },
      vi: [
        'Mỗi sáng, bác Hoà đi thể dục quanh Hồ Tây đều nhặt được một thứ gì đó dạt vào bờ: một chiếc dép, một quả bóng, có hôm là cả một chiếc xe đạp trẻ con. Nhưng sáng thứ Ba tuần ấy, thứ nằm trên bậc đá là một cuốn sách khô cong, dù mép sách vẫn còn nhỏ nước.',
        'Cuốn sách không có tên tác giả. Trang đầu tiên đóng một con dấu hình con cá chép, với dòng chữ: “Thư viện Thuỷ Cung. Hạn trả: trước khi trăng tròn.” Bác Hoà đưa nó cho cháu gái là An, một cô bé mười hai tuổi tin rằng mọi cuốn sách đều phải được trả về đúng chỗ.',
        'Đêm ấy, An đọc cuốn sách dưới ánh đèn bàn. Nó kể về một thành phố dưới nước, nơi những thủ thư là cá chép vàng và mỗi cuốn sách được viết bằng một giấc mơ ai đó đã quên khi thức dậy.',
      ],
      en: [
        'Every morning, on his walk around West Lake, Uncle Hoà picked up something washed ashore: a sandal, a ball, once even a child’s bicycle. But that Tuesday, what lay on the stone steps was a book, perfectly dry, though water still dripped from its edges.',
        'The book had no author’s name. The first page bore a stamp shaped like a carp and the words: “Library of the Water Palace. Due back: before the full moon.” Uncle Hoà gave it to his granddaughter An, a twelve-year-old who believed every book must be returned to its proper place.',
        'That night An read the book by her desk lamp. It told of a city under the water, where the librarians were golden carp and every book was written from a dream someone had forgotten on waking.',
      ],
    },
    {
      name: { vi: 'Cánh cửa dưới gốc liễu', en: 'The Door Beneath the Willow' },
      vi: [
        'Đêm trăng tròn, An ra bờ hồ với cuốn sách bọc trong túi ni lông. Cô bé không biết phải trả sách ở đâu, cho đến khi nhìn thấy một gốc liễu có bóng đổ xuống mặt nước thành hình một cánh cửa.',
        'Khi An chạm tay vào bóng cây, mặt hồ lặng đi như một tấm gương. Những bậc thang bằng ánh trăng hiện ra, dẫn xuống sâu, và cô bé bước xuống mà không thấy ướt chân.',
        'Dưới đáy hồ là một thư viện lớn hơn bất kỳ toà nhà nào An từng thấy. Những giá sách cao đến tận mặt nước, và những con cá chép vàng bơi qua lại giữa các kệ, miệng ngậm những cuốn sách nhỏ xíu như những lá thư.',
      ],
      en: [
        'On the night of the full moon An went down to the lake with the book wrapped in a plastic bag. She did not know where to return it, until she saw a willow whose shadow fell on the water in the shape of a door.',
        'When An touched the shadow, the lake went still as a mirror. Steps made of moonlight appeared, leading down into the deep, and she walked down them without getting her feet wet.',
        'At the bottom of the lake was a library larger than any building An had ever seen. The shelves rose all the way to the surface, and golden carp swam between them, carrying tiny books in their mouths like letters.',
      ],
    },
    {
      name: { vi: 'Giấc mơ bị quên', en: 'The Forgotten Dream' },
      vi: [
        'Bà thủ thư già nhất là một con cá chép có vảy đã ngả màu bạc. Bà nhận lại cuốn sách, lật từng trang rồi gật gù. “Cuốn này là giấc mơ của ông cháu, năm ông mười tuổi. Ông đã quên nó từ lâu lắm rồi.”',
        'An hỏi có thể mượn nó thêm một lần nữa không. Bà thủ thư nghĩ một lúc, rồi đóng một con dấu mới vào trang đầu. “Được. Nhưng lần này, cháu phải đọc to cho ông nghe.”',
        'Sáng hôm sau, bên chén trà nóng, An đọc cho bác Hoà nghe về một thành phố dưới nước. Đọc đến trang thứ ba, ông bỗng dừng cô lại, mắt sáng lên. “Ông nhớ rồi,” ông nói. “Con cá chép ấy có một vết sẹo ở vây trái, đúng không?”',
      ],
      en: [
        'The oldest librarian was a carp whose scales had turned silver. She took the book back, turned its pages and nodded. “This one is your grandfather’s dream, from the year he was ten. He forgot it a very long time ago.”',
        'An asked whether she could borrow it one more time. The librarian thought for a moment, then pressed a new stamp on the first page. “Yes. But this time you must read it aloud to him.”',
        'The next morning, over hot tea, An read Uncle Hoà the story of a city under the water. At the third page he suddenly stopped her, his eyes shining. “I remember now,” he said. “That carp had a scar on her left fin, didn’t she?”',
      ],
    },
  ],
}
