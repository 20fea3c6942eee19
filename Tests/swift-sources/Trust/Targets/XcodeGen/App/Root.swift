import UIKit
final class AppRoot: UIViewController {}
