import UIKit
final class WidgetRoot: UIViewController {}
