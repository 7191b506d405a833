import TextKit
import JuiceCore
import TabKit
import TerminalUI

/// Strings of the Juice tab. The Korean ones are the original app's wording
/// where it has one (the title 맛있는 쥬스를 만들어 드려요!, the 쥬스 names,
/// "<쥬스> 나왔습니다!" / 맛있게 드세요! / 잘 먹을게요!, 재료가 모자라요. 재고를
/// 수정할까요? with 네 / 아니요, 재고수정, and the editor's 재고 추가 / 닫기).
struct JuiceStrings: StringTable {
    let language: Language

    init(_ language: Language) { self.language = language }

    func fruitName(_ fruit: Fruit) -> String { pick(fruit.englishName, fruit.koreanName) }
    func juiceName(_ juice: Juice) -> String { pick(juice.englishName, juice.koreanName) }

    /// A count with thousands separators: 1,000,000.
    func count(_ value: Int) -> String { NumberText.grouped(value) }

    /// Columns of the longest fruit name, for aligned stock rows.
    var widestFruitName: Int { Fruit.allCases.map { DisplayWidth.of(fruitName($0)) }.max() ?? 0 }

    /// Columns of the largest count a fruit can have.
    var widestCount: Int { DisplayWidth.of(count(Stock.maximum)) }

    /// The main screen's title.
    var juiceTitle: String { pick("We make delicious juice for you!", "맛있는 쥬스를 만들어 드려요!") }
    var juiceStockTitle: String { pick("Stock", "재고") }
    var juiceMenuTitle: String { pick("Menu", "메뉴") }
    var juiceUnknownCount: String { "?" }
    /// What the stock pane says until the stock is read: no count yet.
    var juiceReadingStock: String { pick("Reading…", "읽는 중…") }
    var juiceShortMark: String { pick("short", "부족") }

    /// The served alert: its title names the juice, as the original's did.
    func juiceServedTitle(_ juice: Juice) -> String {
        pick("\(juice.englishName) is ready!", "\(juice.koreanName) 나왔습니다!")
    }
    var juiceServedMessage: String { pick("Enjoy!", "맛있게 드세요!") }
    var juiceServedButton: String { pick("Thanks!", "잘 먹을게요!") }

    var juiceShortTitle: String { pick("Not enough fruit", "재료 부족") }
    var juiceShortQuestion: String { pick("Not enough fruit. Edit the stock?", "재료가 모자라요. 재고를 수정할까요?") }
    /// "Missing: 🍓 Strawberry 6, 🍌 Banana 1" in `Fruit` order.
    func juiceMissing(_ missing: [Fruit: Int]) -> String {
        let parts = Fruit.allCases.compactMap { fruit in
            missing[fruit].map { pick("\(fruit.emoji) \(fruit.englishName) \(count($0))", "\(fruit.emoji) \(fruit.koreanName) \(count($0))개") }
        }
        return pick("Missing: ", "부족: ") + parts.joined(separator: ", ")
    }
    func juiceStockUnreadable(_ reason: String) -> String {
        pick("The stock could not be read: \(reason)", "재고를 읽을 수 없습니다: \(reason)")
    }
    func juiceOrderFailed(_ reason: String) -> String {
        pick("The order could not be saved, so no fruit was taken: \(reason)",
             "주문을 저장하지 못해 과일을 쓰지 않았습니다: \(reason)")
    }
    func juiceOrderNotMade(_ juice: Juice, _ missing: String) -> String {
        pick("Another bankui used the fruit first, so \(juice.englishName) could not be made and nothing was taken. \(missing)",
             "다른 bankui가 먼저 과일을 써서 \(juice.koreanName)를 만들지 못했고 과일은 그대로입니다. \(missing)")
    }
    func juiceEditFailed(_ fruit: Fruit, _ reason: String) -> String {
        pick("\(fruit.englishName) could not be saved and was not changed: \(reason)",
             "\(fruit.koreanName) 재고를 저장하지 못해 바꾸지 않았습니다: \(reason)")
    }

    var stockEditorTitle: String { pick("Add stock", "재고 추가") }
    var stockEditorClose: String { words.close }
    var stockEditorSavedAtOnce: String { pick("Every change is saved at once.", "바꾼 값은 바로 저장됩니다.") }
    func stockRefusal(_ refusal: StepperRefusal) -> String {
        switch refusal {
        case .empty:
            return pick("Type a number from 0 to \(count(Stock.maximum)).", "0부터 \(count(Stock.maximum))까지의 숫자를 입력하세요.")
        case .belowMinimum:
            return pick("The stock cannot go below 0.", "재고는 0보다 작을 수 없어요.")
        case .aboveMaximum:
            return pick("The stock cannot go above \(count(Stock.maximum)).", "재고는 \(count(Stock.maximum))을 넘을 수 없어요.")
        }
    }
    var stockPasteRefused: String {
        pick("Only a number from 0 to \(count(Stock.maximum)) can be pasted.", "0부터 \(count(Stock.maximum))까지의 숫자만 붙여 넣을 수 있어요.")
    }

    var hintOrderJuice: String { pick("Order", "주문") }
    var hintChooseJuice: String { pick("Choose", "선택") }
    var hintEditStock: String { pick("Edit stock", "재고수정") }
    var hintChooseFruit: String { pick("Fruit", "과일") }
    var hintTypeNumber: String { pick("Type", "입력") }
    var hintSetNumber: String { pick("Set", "적용") }
    var helpSetNumber: String { pick("Set the typed count", "입력한 개수 적용") }
    var helpDropNumber: String { pick("Drop the typed count", "입력한 개수 취소") }
    var helpEraseDigit: String { pick("Erase the last typed digit", "마지막 숫자 지우기") }
    /// The shortage question's buttons, as the original words them.
    var yes: String { pick("Yes", "네") }
    var no: String { pick("No", "아니요") }

    var helpOrderByNumber: String { pick("Order juice 1…7", "1…7번 쥬스 주문") }
    var helpChooseJuice: String { pick("Choose a juice", "쥬스 선택") }
    var helpOrderChosen: String { pick("Order the chosen juice", "고른 쥬스 주문") }
    var helpFirstLast: String { pick("First / last juice", "처음 / 마지막 쥬스") }
    var helpEditStock: String { pick("Edit the stock", "재고수정") }
    var helpEditorSection: String { pick("Stock editor", "재고 추가 창") }
    var helpChooseFruit: String { pick("Choose a fruit", "과일 선택") }
    var helpStepOne: String { pick("One more / one fewer", "하나 더 / 하나 덜") }
    var helpStepTen: String { pick("Ten more / ten fewer", "열 개 더 / 열 개 덜") }
    var helpTypeNumber: String { pick("Type a count", "개수 입력") }
    var helpCloseEditor: String { pick("Close (every change is already saved)", "닫기 (바꾼 값은 이미 저장됨)") }
}
